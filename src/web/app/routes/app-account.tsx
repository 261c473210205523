import { useState, type FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { PageHeader } from "@/web/components/ui/page-header";
import { FormField } from "@/web/features/auth/components/form-field";
import { api } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/api-error";
import { useAuth } from "@/web/lib/auth/use-auth";
import { toast } from "@/web/lib/toast";
import type { UserDto } from "@/shared/contracts/auth";
import { messages } from "@/shared/messages";

/** Profile (spec: Account Settings): the email address with 'Update Email'. */
export default function AppAccountPage() {
  const { user } = useAuth();
  const [email, setEmail] = useState(user?.email ?? "");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) return setError(messages.auth.emailRequired);
    setError(undefined);
    setBusy(true);
    try {
      const updated = await api.put<UserDto>("/auth/user", { email: email.trim() });
      setPending(updated.new_email);
      toast.success(messages.common.success, messages.auth.emailUpdateSent);
    } catch (err) {
      toast.error(messages.auth.failedToUpdateEmail, errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title="Account Settings" description="Manage the email address you sign in with." />
      <Card>
        <CardHeader>
          <CardTitle>Email address</CardTitle>
          <CardDescription>We&apos;ll send a confirmation link to the new address. The change takes effect once you open it.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <div className="flex-1">
              <FormField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
            </div>
            <Button type="submit" disabled={busy}>
              {busy ? "Updating..." : messages.auth.updateEmail}
            </Button>
          </form>
          {pending && (
            <p className="mt-4 rounded-md border border-primary/20 bg-primary/5 px-3 py-2 text-sm" role="status">
              Confirmation sent to <strong>{pending}</strong>. {messages.auth.emailUpdateSent}
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
