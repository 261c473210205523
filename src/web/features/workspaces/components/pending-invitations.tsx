import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { usePendingInvitations, useResendInvitation, useRevokeInvitation } from "../api/invitations";
import { workspacesCopy } from "../copy";

const copy = workspacesCopy.pending;

/** Pending invitations with resend (email ones) and revoke; admins and the owner only. */
export function PendingInvitations({ workspaceId }: { workspaceId: string }) {
  const manage = useCapability("manage");
  const pending = usePendingInvitations(workspaceId, manage.allowed);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  if (!manage.allowed) return <p className="text-sm text-muted-foreground">{manage.reason}</p>;
  if (pending.isPending) return <p className="text-sm text-muted-foreground">{copy.loading}</p>;
  if (pending.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {pending.error.message}
      </p>
    );
  if (pending.data.length === 0) return <p className="text-sm text-muted-foreground">{copy.empty}</p>;
  return (
    <ul className="divide-y rounded-md border">
      {pending.data.map((inv) => {
        const who = inv.email ?? copy.link;
        const ref = { id: workspaceId, invitationId: inv.id };
        return (
          <li key={inv.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center" data-testid="pending-invitation">
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate font-medium">{who}</p>
              <p className="text-muted-foreground">
                {workspacesCopy.roles[inv.role]} · {inv.expired ? copy.expired : copy.expires(new Date(inv.expires_at).toLocaleDateString())}
                {inv.invited_by && <> · {copy.by(inv.invited_by)}</>}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={!inv.email || resend.isPending}
                title={inv.email ? undefined : copy.resendOnlyEmail}
                aria-label={copy.resendFor(who)}
                onClick={() => resend.mutate(ref, { onSuccess: () => toast.success(copy.resent(who)), onError: (err) => toast.error(err.message) })}
              >
                {copy.resend}
              </Button>
              <ConfirmDialog
                title={copy.revokeTitle}
                description={copy.revokeDescription}
                confirmLabel={copy.revoke}
                busyLabel={copy.revokeBusy}
                onConfirm={() => revoke.mutateAsync(ref).then(() => toast.success(copy.revoked))}
                trigger={
                  <Button size="sm" variant="outline" aria-label={copy.revokeFor(who)}>
                    {copy.revoke}
                  </Button>
                }
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
