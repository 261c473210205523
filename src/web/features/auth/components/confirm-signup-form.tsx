import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { client, unwrap } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/api-error";
import { messages } from "@/shared/messages";
import { authCopy } from "../copy";
import { FormField } from "./form-field";

const copy = authCopy.confirm;

/**
 * Completes a sign-up link only with the password chosen at that sign-up, so whoever reads a mailbox cannot
 * confirm an account someone else started for that address. A wrong password leaves the link usable.
 */
export function ConfirmSignupForm({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!password) return setError(messages.auth.confirmPasswordRequired);
    setBusy(true);
    setError(undefined);
    try {
      setDone((await unwrap(client.POST("/api/auth/verify", { body: { type: "signup", token, password } }))).message);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="space-y-4">
        <p role="status" className="text-sm">
          {done}
        </p>
        <Button asChild className="w-full">
          <Link to="/auth">{messages.auth.signIn}</Link>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted-foreground">{copy.passwordPrompt}</p>
      <FormField label={authCopy.password} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={error} required />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? copy.working : copy.submit}
      </Button>
    </form>
  );
}
