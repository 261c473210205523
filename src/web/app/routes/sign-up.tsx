import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/web/components/ui/button";
import { useAuthSettings } from "@/web/features/auth/api/get-auth-settings";
import { AuthLayout } from "@/web/features/auth/components/auth-layout";
import { FormField } from "@/web/features/auth/components/form-field";
import { authCopy } from "@/web/features/auth/copy";
import { hasErrors, validateSignUp, weakPasswordError, type AuthFieldErrors } from "@/web/features/auth/validation";
import { errorMessage } from "@/web/lib/api-error";
import { useAuth } from "@/web/lib/auth/use-auth";
import { useHydrated } from "@/web/lib/use-hydrated";
import { toast } from "@/web/lib/toast";
import { messages } from "@/shared/messages";

export default function SignUpPage() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [setupCode, setSetupCode] = useState("");
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  const [busy, setBusy] = useState(false);
  const settings = useAuthSettings();
  // A workspace invitation's link carries its token: it lets the sign-up through when sign-up is invite-only.
  const [params] = useSearchParams();
  const invitationToken = params.get("invitation") ?? undefined;
  const mode = settings.data?.signup_mode ?? "open";
  // The page says so before anyone types (issue 25); a setup code still makes the first administrator.
  const refusal = settings.data?.setup_code ? null : mode === "closed" ? messages.instanceAdmin.signupClosed : mode === "invite_only" && !invitationToken ? messages.instanceAdmin.signupInviteOnly : null;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateSignUp(email, password, confirmPassword);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await signUp(email.trim(), password, settings.data?.setup_code ? setupCode.trim() || undefined : undefined, invitationToken);
      toast.success(messages.auth.signUpSuccess);
      navigate("/auth", { state: { notice: messages.auth.signUpSuccess } });
    } catch (err) {
      const weak = weakPasswordError(err);
      if (weak) setErrors({ password: weak });
      else toast.error(messages.common.error, errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title={authCopy.signUp.title}
      description={authCopy.signUp.description}
      footer={
        <>
          {authCopy.signUp.haveAccount}{" "}
          <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
            {messages.auth.signIn}
          </Link>
        </>
      }
    >
      {settings.data?.mail === "none" && (
        <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {messages.auth.mailNotConfigured}
        </p>
      )}
      {refusal && (
        <p role="alert" data-testid="signup-refusal" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {refusal}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate inert={!hydrated || !!refusal} className="space-y-4">
        <FormField readOnly={!hydrated} label={authCopy.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} required />
        <FormField readOnly={!hydrated} label={authCopy.password} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} hint={authCopy.passwordHint} required />
        <FormField readOnly={!hydrated} label={authCopy.confirmPassword} type="password" autoComplete="new-password" value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} error={errors.confirmPassword} required />
        {settings.data?.setup_code && (
          <FormField readOnly={!hydrated} label={authCopy.signUp.setupCode} autoComplete="off" spellCheck={false} value={setupCode} onChange={(e) => setSetupCode(e.target.value)} hint={authCopy.signUp.setupCodeHint} />
        )}
        <Button type="submit" className="w-full" disabled={busy || !!refusal}>
          {busy ? messages.auth.signingUp : messages.auth.signUp}
        </Button>
      </form>
    </AuthLayout>
  );
}
