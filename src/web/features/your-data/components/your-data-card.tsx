import { useState, type FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { errorMessage } from "@/web/lib/api-error";
import { useAuth } from "@/web/lib/auth/use-auth";
import { messages } from "@/shared/messages";
import { useDeleteAccount } from "../api/your-data";
import { yourDataCopy as copy } from "../copy";
import { ExportWorkspaceButton } from "./export-workspace-button";

/** Export this workspace as one zip; delete the account with the password and the typed word. */
export function YourDataCard() {
  const { signOut } = useAuth();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function onDelete(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await remove.mutateAsync({ password, confirmation });
      await signOut().catch(() => undefined);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  const ready = password.length > 0 && confirmation.trim() === messages.account.deleteConfirmWord;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{copy.title}</CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <section className="space-y-2">
          <h3 className="font-medium">{copy.exportTitle}</h3>
          <p className="text-sm text-muted-foreground">{copy.exportDescription}</p>
          <ExportWorkspaceButton />
        </section>
        <form onSubmit={onDelete} noValidate className="space-y-3" aria-labelledby="delete-account-title">
          <h3 id="delete-account-title" className="font-medium text-destructive">
            {copy.deleteTitle}
          </h3>
          <p className="text-sm text-muted-foreground">{copy.deleteDescription}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="delete-password">{copy.password}</Label>
              <Input id="delete-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="delete-confirmation">{copy.confirmation}</Label>
              <Input id="delete-confirmation" autoComplete="off" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
            </div>
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" variant="destructive" disabled={!ready || remove.isPending}>
            {remove.isPending ? copy.deleting : copy.deleteButton}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
