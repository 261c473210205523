import { Check, X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import type { Account } from "@/shared/contracts/accounts";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Switch } from "@/web/components/ui/switch";
import { TableCell, TableRow } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useUpdateAccount } from "../api/update-account";
import { accountCopy } from "../copy";
import { accountToForm, formToAccountBody, validateAccount, type AccountFormErrors, type AccountFormValues } from "../lib/account-form-values";
import { AccountDetailFields } from "./account-detail-fields";
import { PlatformSelect } from "./platform-select";

interface AccountEditRowProps {
  account: Account;
  onDone: () => void;
}

/** A row in inline edit: the columns become inputs and the other settings open below; Save or Cancel (Escape). */
export function AccountEditRow({ account, onDone }: AccountEditRowProps) {
  const idPrefix = useId();
  const id = (key: string) => `${idPrefix}-${key}`;
  const [values, setValues] = useState<AccountFormValues>(() => accountToForm(account));
  const [errors, setErrors] = useState<AccountFormErrors>({});
  const update = useUpdateAccount();
  const change = (patch: Partial<AccountFormValues>) => setValues((v) => ({ ...v, ...patch }));

  async function save() {
    const found = validateAccount(values);
    setErrors(found);
    if (found.name || found.handle) return;
    try {
      await update.mutateAsync({ id: account.id, body: formToAccountBody(values) });
      toast.success(messages.accounts.updated);
      onDone();
    } catch (err) {
      toast.error(messages.accounts.updateFailed, errorMessage(err));
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onDone();
    } else if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      void save();
    }
  };

  const error = (key: "name" | "handle") =>
    errors[key] && (
      <p id={id(`${key}-error`)} role="alert" className="mt-1 text-xs text-destructive">
        {errors[key]}
      </p>
    );

  return (
    <>
      <TableRow data-state="selected" onKeyDown={onKeyDown} className="border-b-0 align-top">
        <TableCell>
          <Input id={id("name")} aria-label={accountCopy.fields.name} value={values.name} onChange={(e) => change({ name: e.target.value })} aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? id("name-error") : undefined} className="min-w-32" autoFocus />
          {error("name")}
        </TableCell>
        <TableCell>
          <PlatformSelect aria-label={accountCopy.fields.platform} value={values.platform} onValueChange={(platform) => change({ platform })} wrapperClassName="min-w-32" />
        </TableCell>
        <TableCell>
          <Input aria-label={accountCopy.fields.handle} value={values.handle} onChange={(e) => change({ handle: e.target.value })} aria-invalid={errors.handle ? true : undefined} aria-describedby={errors.handle ? id("handle-error") : undefined} className="min-w-28" />
          {error("handle")}
        </TableCell>
        <TableCell>
          <Input aria-label={accountCopy.fields.description} value={values.description} onChange={(e) => change({ description: e.target.value })} className="min-w-40" />
        </TableCell>
        <TableCell>
          <Switch aria-label={accountCopy.fields.is_active} checked={values.is_active} onCheckedChange={(is_active) => change({ is_active })} className="mt-2" />
        </TableCell>
        <TableCell>
          <div className="flex justify-end gap-1">
            <Button size="icon" className="size-8" onClick={() => void save()} disabled={update.isPending} aria-label={accountCopy.saveAction(account.name)}>
              <Check aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" className="size-8" onClick={onDone} aria-label={messages.common.cancel}>
              <X aria-hidden="true" />
            </Button>
          </div>
        </TableCell>
      </TableRow>
      <TableRow data-state="selected" onKeyDown={onKeyDown} className="hover:bg-muted">
        <TableCell colSpan={6} className="pt-0 pb-4">
          <fieldset className="grid gap-3 rounded-lg border bg-background p-4 md:grid-cols-2 xl:grid-cols-3">
            <legend className="px-1 text-xs font-medium text-muted-foreground">{accountCopy.moreSettings}</legend>
            <AccountDetailFields idPrefix={idPrefix} values={values} onChange={change} />
          </fieldset>
        </TableCell>
      </TableRow>
    </>
  );
}
