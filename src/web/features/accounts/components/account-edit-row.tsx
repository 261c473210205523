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
import { Field } from "@/web/components/field";
import { PlatformSelect } from "./platform-select";

interface AccountEditRowProps {
  account: Account;
  onDone: () => void;
}

/** A row in inline edit: it opens into the account's fields in place; Save, or Cancel (also Escape). */
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

  const invalid = (key: "name" | "handle") => (errors[key] ? { "aria-invalid": true, "aria-describedby": `${id(key)}-note` } : {});

  return (
    <TableRow data-state="selected" onKeyDown={onKeyDown} className="hover:bg-muted">
      <TableCell colSpan={6} className="py-4">
        <div role="group" aria-label={accountCopy.editAction(account.name)} className="flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]">
            <Field id={id("name")} label={accountCopy.fields.name} error={errors.name}>
              <Input id={id("name")} value={values.name} onChange={(e) => change({ name: e.target.value })} autoFocus autoComplete="off" {...invalid("name")} />
            </Field>
            <Field id={id("platform")} label={accountCopy.fields.platform}>
              <PlatformSelect id={id("platform")} value={values.platform} onValueChange={(platform) => change({ platform })} />
            </Field>
            <Field id={id("handle")} label={accountCopy.fields.handle} error={errors.handle}>
              <Input id={id("handle")} value={values.handle} onChange={(e) => change({ handle: e.target.value })} autoComplete="off" {...invalid("handle")} />
            </Field>
            <div className="flex items-end pb-2">
              <label htmlFor={id("is_active")} className="flex items-center gap-3 text-sm font-medium">
                <Switch id={id("is_active")} checked={values.is_active} onCheckedChange={(is_active) => change({ is_active })} />
                {accountCopy.fields.is_active}
              </label>
            </div>
          </div>
          <Field id={id("description")} label={accountCopy.fields.description}>
            <Input id={id("description")} value={values.description} onChange={(e) => change({ description: e.target.value })} />
          </Field>
          <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            <AccountDetailFields idPrefix={idPrefix} values={values} onChange={change} />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onDone}>
              <X aria-hidden="true" />
              {messages.common.cancel}
            </Button>
            <Button onClick={() => void save()} disabled={update.isPending} aria-label={accountCopy.saveAction(account.name)}>
              <Check aria-hidden="true" />
              {update.isPending ? accountCopy.saving : messages.common.save}
            </Button>
          </div>
        </div>
      </TableCell>
    </TableRow>
  );
}
