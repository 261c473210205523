import { useState, type FormEvent } from "react";
import { Link, Navigate, useLocation, useNavigate, type Location } from "react-router";
import { Button } from "@/web/components/ui/button";
import { AuthLayout } from "@/web/features/auth/components/auth-layout";
import { FormField } from "@/web/features/auth/components/form-field";
import { authCopy } from "@/web/features/auth/copy";
import { hasErrors, validateSignIn, type AuthFieldErrors } from "@/web/features/auth/validation";
import { errorMessage } from "@/web/lib/api-error";
import { useAuth } from "@/web/lib/auth/use-auth";
import { useHydrated } from "@/web/lib/use-hydrated";
import { toast } from "@/web/lib/toast";
import { messages } from "@/shared/messages";

/**
 * Where a sign-in lands: the page that sent the visitor here, unless that page belonged to someone else who was
 * signed in on this tab before (then the dashboard: another person's last page means nothing to this one).
 */
export function originFor(state: unknown, userId: string): string {
  const { from, userId: ownerId } = (state as { from?: Location; userId?: string } | null) ?? {};
  if (ownerId && ownerId !== userId) return "/dashboard";
  return from?.pathname ? `${from.pathname}${from.search ?? ""}${from.hash ?? ""}` : "/dashboard";
}

export default function SignInPage() {
  const { signIn, user, loading } = useAuth();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const location = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  const [busy, setBusy] = useState(false);
  // The "check your email" notice from sign-up makes no sense next to a sign-in error: it goes once one shows.
  const [noticeGone, setNoticeGone] = useState(false);
  const notice = noticeGone ? undefined : (location.state as { notice?: string } | null)?.notice;

  if (!loading && user && !busy) return <Navigate to={originFor(location.state, user.id)} replace />;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateSignIn(email, password);
    setErrors(found);
    if (hasErrors(found)) return setNoticeGone(true);
    setBusy(true);
    try {
      const session = await signIn(email.trim(), password);
      navigate(originFor(location.state, session.user.id), { replace: true });
    } catch (err) {
      toast.error(messages.common.error, errorMessage(err));
      setNoticeGone(true);
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title={messages.auth.signIn}
      description={authCopy.signIn.description}
      footer={
        <>
          {authCopy.signIn.noAccount}{" "}
          <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
            {authCopy.signIn.createAccount}
          </Link>
        </>
      }
    >
      {notice && (
        <p className="mb-4 rounded-md border border-success/30 bg-success/10 px-3 py-2 text-sm" role="status">
          {notice}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate inert={!hydrated} className="space-y-4">
        <FormField readOnly={!hydrated} label={authCopy.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} required />
        <FormField
          readOnly={!hydrated}
          label={authCopy.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
          labelAside={
            <Link to="/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
              {authCopy.signIn.forgot}
            </Link>
          }
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? messages.auth.signingIn : messages.auth.signIn}
        </Button>
      </form>
    </AuthLayout>
  );
}
