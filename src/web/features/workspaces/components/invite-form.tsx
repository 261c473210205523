import { useState, type FormEvent } from "react";
import { ASSIGNABLE_ROLES, type AssignableRole } from "@/shared/contracts/workspace-members";
import { CopyField } from "@/web/components/copy-field";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { useCreateInvitation } from "../api/invitations";
import { workspacesCopy } from "../copy";

const copy = workspacesCopy.invite;

/** Invite by email (mailed) or create a single-use link, each with a role; disabled with the reason below admin. */
export function InviteForm({ workspaceId }: { workspaceId: string }) {
  const manage = useCapability("manage");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<AssignableRole>("writer");
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateInvitation();
  const disabled = !manage.allowed || create.isPending;

  const send = (withEmail: boolean) => {
    setError(null);
    create.mutate(
      { id: workspaceId, role, email: withEmail ? email.trim() : undefined },
      {
        onSuccess: (invitation) => {
          if (withEmail) {
            toast.success(copy.sent(invitation.email ?? email));
            setEmail("");
          } else {
            setLink(invitation.link);
            toast.success(copy.linkReady);
          }
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(true);
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label={copy.title}>
      {manage.reason && <p className="text-sm text-muted-foreground">{manage.reason}</p>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor="invite-email">{copy.emailLabel}</Label>
          <Input
            id="invite-email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder={copy.emailPlaceholder}
            disabled={!manage.allowed}
            title={manage.reason ?? undefined}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="invite-role">{copy.roleLabel}</Label>
          <NativeSelect
            id="invite-role"
            value={role}
            onChange={(e) => setRole(e.target.value as AssignableRole)}
            disabled={!manage.allowed}
            wrapperClassName="sm:w-36"
          >
            {ASSIGNABLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {workspacesCopy.roles[r]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={disabled || email.trim() === ""} title={manage.reason ?? undefined}>
          {create.isPending ? copy.sending : copy.send}
        </Button>
        <Button type="button" variant="outline" disabled={disabled} title={manage.reason ?? undefined} onClick={() => send(false)}>
          {copy.createLink}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {link && (
        <CopyField value={link} label={copy.linkLabel} copiedText={copy.copied} copyText={copy.copy} />
      )}
    </form>
  );
}
