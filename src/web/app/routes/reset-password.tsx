import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/web/components/ui/button";
import { AuthLayout } from "@/web/features/auth/components/auth-layout";
import { FormField } from "@/web/features/auth/components/form-field";
import { authCopy } from "@/web/features/auth/copy";
import { hasErrors, validateNewPassword, weakPasswordError, type AuthFieldErrors } from "@/web/features/auth/validation";
import { client, unwrap } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { messages } from "@/shared/messages";

const copy = authCopy.reset;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateNewPassword(password, confirmPassword);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const res = await unwrap(client.POST("/api/auth/verify", { body: { type: "recovery", token, password } }));
      toast.success(res.message);
      navigate("/auth", { replace: true, state: { notice: res.message } });
    } catch (err) {
      const weak = weakPasswordError(err);
      if (weak) setErrors({ password: weak });
      else toast.error(messages.common.error, errorMessage(err));
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <AuthLayout title={copy.invalidTitle} footer={<Link to="/forgot-password" className="text-primary underline-offset-4 hover:underline">{copy.requestNew}</Link>}>
        <p role="alert" className="text-sm text-destructive">{messages.auth.linkInvalid}</p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={copy.title}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label={copy.newPassword} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} hint={authCopy.passwordHint} required />
        <FormField label={copy.confirmNewPassword} type="password" autoComplete="new-password" value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} error={errors.confirmPassword} required />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? copy.saving : copy.submit}
        </Button>
      </form>
    </AuthLayout>
  );
}
