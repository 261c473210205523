import { useState, type FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { messages } from "@/shared/messages";
import { useUpdateAccount } from "../api/update-account";
import { authCopy } from "../copy";
import { hasErrors, validateNewPassword, weakPasswordError, type AuthFieldErrors } from "../validation";
import { FormField } from "./form-field";

/** Current password + new password (twice). Other devices are signed out by the server. */
export function PasswordChangeForm() {
  const update = useUpdateAccount();
  const [currentPassword, setCurrentPassword] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<AuthFieldErrors & { currentPassword?: string }>({});

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = { ...validateNewPassword(password, confirmPassword), currentPassword: currentPassword ? undefined : messages.auth.currentPasswordRequired };
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await update.mutateAsync({ password, current_password: currentPassword });
      setCurrentPassword("");
      setPassword("");
      setConfirmPassword("");
      toast.success(messages.common.success, messages.auth.passwordChanged);
    } catch (err) {
      const weak = weakPasswordError(err);
      if (weak) setErrors({ password: weak });
      else toast.error(messages.auth.failedToUpdatePassword, errorMessage(err));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
        <FormField
          label={authCopy.account.currentPassword}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          error={errors.currentPassword}
        />
      </div>
      <FormField
        label={authCopy.reset.newPassword}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={authCopy.passwordHint}
      />
      <FormField label={authCopy.reset.confirmNewPassword} type="password" autoComplete="new-password" value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} error={errors.confirmPassword} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? authCopy.account.updating : messages.auth.updatePassword}
        </Button>
      </div>
    </form>
  );
}
