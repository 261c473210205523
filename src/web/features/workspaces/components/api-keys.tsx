import { useState, type FormEvent } from "react";
import { API_KEY_SCOPES, type ApiKeyScope } from "@/shared/contracts/api-keys";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { CopyField } from "@/web/components/copy-field";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../api/automation";
import { workspacesCopy } from "../copy";

const copy = workspacesCopy.apiKeys;

/** The key just created, shown once with Copy (the server keeps only its hash). */
function NewKey({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div role="status" className="space-y-2 rounded-md border border-primary/40 bg-primary/5 p-3" data-testid="new-api-key">
      <p className="text-sm font-medium">{copy.shownOnce}</p>
      <CopyField value={secret} label={copy.title} copiedText={copy.copied} copyText={copy.copy} mono>
        <Button type="button" onClick={onDone}>
          {copy.done}
        </Button>
      </CopyField>
    </div>
  );
}

function CreateKeyForm({ workspaceId, onCreated }: { workspaceId: string; onCreated: (secret: string) => void }) {
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>(["read", "write"]);
  const [expiry, setExpiry] = useState("");
  const create = useCreateApiKey();
  const toggle = (scope: ApiKeyScope, on: boolean) => setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The chosen day's end, in the person's time zone.
    const expiresAt = expiry ? new Date(`${expiry}T23:59:59`).toISOString() : null;
    create.mutate(
      { id: workspaceId, name, scopes, expiresAt },
      {
        onSuccess: (created) => {
          setName("");
          setExpiry("");
          onCreated(created.key);
        },
        onError: (err) => toast.error(err.message),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="api-key-name">{copy.nameLabel}</Label>
          <Input id="api-key-name" value={name} placeholder={copy.namePlaceholder} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="api-key-expiry">{copy.expiryLabel}</Label>
          <Input id="api-key-expiry" type="date" value={expiry} onChange={(e) => setExpiry(e.target.value)} />
        </div>
      </div>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium">{copy.scopesLabel}</legend>
        <div className="flex flex-wrap gap-4">
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="flex items-center gap-2 text-sm">
              <Checkbox checked={scopes.includes(scope)} onCheckedChange={(v) => toggle(scope, v === true)} />
              {copy.scopes[scope]}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={create.isPending || name.trim() === "" || scopes.length === 0}>
        {create.isPending ? copy.creating : copy.create}
      </Button>
    </form>
  );
}

/** Create (name, scopes, expiry), the key shown once, the list with last use, and revoke with a confirm. */
export function ApiKeys({ workspaceId }: { workspaceId: string }) {
  const write = useCapability("write");
  const keys = useApiKeys(workspaceId, write.allowed);
  const revoke = useRevokeApiKey();
  const [secret, setSecret] = useState<string | null>(null);
  // When the page opened: a key that expires while it is open shows "expires" until the next visit.
  const [openedAt] = useState(() => Date.now());
  if (!write.allowed) return <p className="text-sm text-muted-foreground">{write.reason}</p>;
  const day = (iso: string) => new Date(iso).toLocaleDateString();
  return (
    <div className="space-y-4">
      {secret ? <NewKey secret={secret} onDone={() => setSecret(null)} /> : <CreateKeyForm workspaceId={workspaceId} onCreated={setSecret} />}
      {keys.isPending && (
        <p className="text-sm text-muted-foreground" role="status">
          {copy.loading}
        </p>
      )}
      {keys.isError && (
        <div role="alert" className="space-y-2 text-sm text-destructive">
          <p>{copy.failed}</p>
          <Button size="sm" variant="outline" onClick={() => void keys.refetch()}>
            {workspacesCopy.page.retry}
          </Button>
        </div>
      )}
      {keys.data?.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty}</p>}
      {keys.data && keys.data.length > 0 && (
        <ul className="divide-y rounded-md border">
          {keys.data.map((key) => {
            const expired = key.expires_at !== null && new Date(key.expires_at).getTime() <= openedAt;
            const state = key.revoked_at ? copy.revokedOn(day(key.revoked_at)) : key.expires_at ? (expired ? copy.expiredOn : copy.expires)(day(key.expires_at)) : null;
            return (
              <li key={key.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center" data-testid="api-key">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="truncate font-medium">
                    {key.name} <span className="font-mono text-xs text-muted-foreground">{key.hint}</span>
                  </p>
                  <p className="text-muted-foreground">
                    {key.scopes.map((s) => copy.scopes[s]).join(", ")} · {copy.by(key.user_email)}
                    {state && <> · {state}</>}
                  </p>
                  <p className="text-muted-foreground">{key.last_used_at ? copy.lastUsed(new Date(key.last_used_at).toLocaleString(), key.last_used_ip) : copy.never}</p>
                </div>
                {!key.revoked_at && (
                  <ConfirmDialog
                    title={copy.revokeTitle(key.name)}
                    description={copy.revokeDescription}
                    confirmLabel={copy.revoke}
                    busyLabel={copy.revokeBusy}
                    onConfirm={() => revoke.mutateAsync({ id: workspaceId, keyId: key.id }).then(() => toast.success(copy.revoked))}
                    trigger={
                      <Button size="sm" variant="outline" aria-label={copy.revokeFor(key.name)}>
                        {copy.revoke}
                      </Button>
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
