import { useId, useState, type FormEvent } from "react";
import { messages } from "@/shared/messages";
import { RoleReason } from "@/web/components/role-reason";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Input } from "@/web/components/ui/input";
import { Switch } from "@/web/components/ui/switch";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { useCreateAccount } from "../api/create-account";
import { accountCopy } from "../copy";
import { emptyAccountForm, formToAccountBody, validateAccount, type AccountFormErrors, type AccountFormValues } from "../lib/account-form-values";
import { AccountDetailFields } from "./account-detail-fields";
import { Field } from "@/web/components/field";
import { PlatformSelect } from "./platform-select";

/** The create form on top of the accounts page; it clears after an account is added. */
export function CreateAccountCard() {
  const idPrefix = useId();
  const id = (key: string) => `${idPrefix}-${key}`;
  const [values, setValues] = useState<AccountFormValues>(emptyAccountForm);
  const [errors, setErrors] = useState<AccountFormErrors>({});
  const create = useCreateAccount();
  // Social accounts are the workspace's: admins and owners add them; other roles see the form disabled, and why.
  const manage = useCapability("manage");
  const change = (patch: Partial<AccountFormValues>) => setValues((v) => ({ ...v, ...patch }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateAccount(values);
    setErrors(found);
    if (found.name || found.handle) {
      document.getElementById(id(found.name ? "name" : "handle"))?.focus();
      return;
    }
    try {
      await create.mutateAsync(formToAccountBody(values));
      toast.success(messages.accounts.created);
      setValues(emptyAccountForm);
    } catch (err) {
      toast.error(messages.accounts.createFailed, errorMessage(err));
    }
  }

  const invalid = (key: "name" | "handle") => (errors[key] ? { "aria-invalid": true, "aria-describedby": `${id(key)}-note` } : {});

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{accountCopy.createTitle}</h2>
        </CardTitle>
        <CardDescription>{accountCopy.createDescription}</CardDescription>
        <RoleReason reason={manage.reason} />
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <fieldset disabled={!manage.allowed} className="grid gap-4 md:grid-cols-2">
            <Field id={id("name")} label={`${accountCopy.fields.name} *`} error={errors.name}>
              <Input id={id("name")} value={values.name} onChange={(e) => change({ name: e.target.value })} aria-required="true" autoComplete="off" {...invalid("name")} />
            </Field>
            <Field id={id("handle")} label={`${accountCopy.fields.handle} *`} error={errors.handle}>
              <Input id={id("handle")} value={values.handle} onChange={(e) => change({ handle: e.target.value })} placeholder={accountCopy.placeholders.handle} aria-required="true" autoComplete="off" {...invalid("handle")} />
            </Field>
            <Field id={id("platform")} label={accountCopy.fields.platform}>
              <PlatformSelect id={id("platform")} value={values.platform} onValueChange={(platform) => change({ platform })} />
            </Field>
            <div className="flex items-end pb-2">
              <label htmlFor={id("is_active")} className="flex items-center gap-3 text-sm font-medium">
                <Switch id={id("is_active")} checked={values.is_active} onCheckedChange={(is_active) => change({ is_active })} />
                {accountCopy.fields.is_active}
              </label>
            </div>
            <Field id={id("description")} label={accountCopy.fields.description} className="md:col-span-2">
              <Textarea id={id("description")} rows={2} className="min-h-16" value={values.description} onChange={(e) => change({ description: e.target.value })} />
            </Field>
            <AccountDetailFields idPrefix={idPrefix} values={values} onChange={change} />
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" disabled={create.isPending || !manage.allowed} title={manage.reason ?? undefined} className="max-sm:w-full">
              {create.isPending ? accountCopy.creating : accountCopy.createSubmit}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
