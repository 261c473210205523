import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { AuthLayout } from "@/web/features/auth/components/auth-layout";
import { FormField } from "@/web/features/auth/components/form-field";
import { authCopy } from "@/web/features/auth/copy";
import { client, unwrap } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { messages } from "@/shared/messages";

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return setError(messages.auth.emailRequired);
    setError(undefined);
    setBusy(true);
    try {
      const res = await unwrap(client.POST("/api/auth/recover", { body: { email: email.trim() } }));
      setSent(res.message);
    } catch (err) {
      toast.error(messages.common.error, errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      title={authCopy.forgot.title}
      description={authCopy.forgot.description}
      footer={
        <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
          {authCopy.forgot.back}
        </Link>
      }
    >
      {sent ? (
        <p className="rounded-md border border-success/30 bg-success/10 px-3 py-2 text-sm" role="status">
          {sent}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label={authCopy.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} required />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? authCopy.forgot.sending : authCopy.forgot.send}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
