import type { WorkspaceMember } from "@/shared/contracts/workspace-members";
import { ASSIGNABLE_ROLES } from "@/shared/contracts/workspace-members";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useAuth } from "@/web/lib/auth/use-auth";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { useChangeRole, useRemoveMember, useTransferOwnership } from "../api/members";
import { workspacesCopy } from "../copy";

const copy = workspacesCopy.members;
const roleName = (role: WorkspaceMember["role"]) => workspacesCopy.roles[role];

/** The members with their roles; what the caller's role cannot do stays visible, disabled, with the reason. */
export function MembersList({ workspaceId, members }: { workspaceId: string; members: WorkspaceMember[] }) {
  const { user } = useAuth();
  const manage = useCapability("manage");
  const own = useCapability("own");
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();

  return (
    <Table>
      <TableHeader className="max-sm:hidden">
        <TableRow>
          <TableHead>{copy.email}</TableHead>
          <TableHead>{copy.role}</TableHead>
          <TableHead className="text-right">{copy.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((member) => {
          const isOwner = member.role === "owner";
          const isMe = member.user_id === user?.id;
          const roleReason = isOwner ? copy.ownerFixed : manage.reason;
          const removeReason = isOwner ? workspacesCopy.members.ownerFixed : manage.reason;
          const transferReason = own.allowed ? null : copy.onlyOwnerTransfers;
          const ref = { id: workspaceId, userId: member.user_id };
          return (
            // On a phone each member is a card-like row: the email on its own line, then the role and the actions.
            <TableRow key={member.user_id} data-testid="member-row" className="max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-2 max-sm:py-2">
              <TableCell className="max-w-[14rem] truncate max-sm:w-full max-sm:max-w-none max-sm:pb-0">
                {member.email} {isMe && <span className="text-muted-foreground">{copy.you}</span>}
              </TableCell>
              <TableCell>
                <NativeSelect
                  aria-label={copy.roleFor(member.email)}
                  value={member.role}
                  disabled={isOwner || !manage.allowed || changeRole.isPending}
                  title={roleReason ?? undefined}
                  wrapperClassName="w-36"
                  onChange={(e) => {
                    const role = e.target.value as (typeof ASSIGNABLE_ROLES)[number];
                    changeRole.mutate(
                      { ...ref, role },
                      { onSuccess: () => toast.success(copy.roleChanged(member.email, roleName(role))), onError: (err) => toast.error(err.message) },
                    );
                  }}
                >
                  {isOwner && <option value="owner">{roleName("owner")}</option>}
                  {ASSIGNABLE_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {roleName(role)}
                    </option>
                  ))}
                </NativeSelect>
              </TableCell>
              <TableCell>
                <div className="flex flex-wrap justify-end gap-2 max-sm:justify-start">
                  {!isOwner && (
                    <ConfirmDialog
                      title={copy.transferTitle(member.email)}
                      description={copy.transferDescription}
                      confirmLabel={copy.transferConfirm}
                      busyLabel={copy.transferBusy}
                      destructive={false}
                      onConfirm={() => transfer.mutateAsync(ref).then(() => toast.success(copy.transferred(member.email)))}
                      trigger={
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={!own.allowed}
                          title={transferReason ?? undefined}
                          aria-label={copy.transferFor(member.email)}
                        >
                          {copy.transfer}
                        </Button>
                      }
                    />
                  )}
                  {!isMe && (
                    <ConfirmDialog
                      title={copy.removeTitle(member.email)}
                      description={copy.removeDescription}
                      confirmLabel={copy.removeConfirm}
                      busyLabel={copy.removeBusy}
                      onConfirm={() => remove.mutateAsync(ref).then(() => toast.success(copy.removed(member.email)))}
                      trigger={
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={isOwner || !manage.allowed}
                          title={removeReason ?? undefined}
                          aria-label={copy.removeFor(member.email)}
                        >
                          {copy.remove}
                        </Button>
                      }
                    />
                  )}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
