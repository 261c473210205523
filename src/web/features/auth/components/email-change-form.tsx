import { useState, type FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { messages } from "@/shared/messages";
import { useUpdateAccount } from "../api/update-account";
import { authCopy } from "../copy";
import { FormField } from "./form-field";

/** New email address + current password; the change waits for the new address to confirm. */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const update = useUpdateAccount();
  const [email, setEmail] = useState(currentEmail);
  const [currentPassword, setCurrentPassword] = useState("");
  const [errors, setErrors] = useState<{ email?: string; currentPassword?: string }>({});
  const [pending, setPending] = useState<string>();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = { email: email.trim() ? undefined : messages.auth.emailRequired, currentPassword: currentPassword ? undefined : messages.auth.currentPasswordRequired };
    setErrors(found);
    if (found.email || found.currentPassword) return;
    try {
      const updated = await update.mutateAsync({ email: email.trim(), current_password: currentPassword });
      setPending(updated.new_email);
      setCurrentPassword("");
      toast.success(messages.common.success, messages.auth.emailUpdateSent);
    } catch (err) {
      toast.error(messages.auth.failedToUpdateEmail, errorMessage(err));
    }
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <FormField label={authCopy.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <FormField
          label={authCopy.account.currentPassword}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          error={errors.currentPassword}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? authCopy.account.updating : messages.auth.updateEmail}
          </Button>
        </div>
      </form>
      {pending && (
        <p className="mt-4 rounded-md border border-primary/20 bg-primary/5 px-3 py-2 text-sm" role="status">
          {authCopy.account.confirmationSentTo} <strong>{pending}</strong>. {messages.auth.emailUpdateSent}
        </p>
      )}
    </>
  );
}
