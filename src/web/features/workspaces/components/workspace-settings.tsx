import { useState, type FormEvent } from "react";
import type { WorkspaceSummary } from "@/shared/contracts/workspace-members";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { useLeaveWorkspace } from "../api/members";
import { useDeleteWorkspace, useRenameWorkspace } from "../api/workspaces";
import { workspacesCopy } from "../copy";
import { useWorkspaceState } from "./workspace-provider";

const copy = workspacesCopy.settings;

/** Rename (admins), delete (owner, team only) and leave (anyone but the owner); each disabled with its reason. */
export function WorkspaceSettings({ workspace }: { workspace: WorkspaceSummary }) {
  const manage = useCapability("manage");
  const own = useCapability("own");
  const { departFrom } = useWorkspaceState();
  const [name, setName] = useState(workspace.name);
  const rename = useRenameWorkspace();
  const remove = useDeleteWorkspace();
  const leave = useLeaveWorkspace();
  const personal = workspace.kind === "personal";
  const deleteReason = personal ? copy.personalNotDeletable : own.reason;
  const leaveReason = own.allowed ? copy.ownerMustTransfer : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    rename.mutate({ id: workspace.id, name }, { onSuccess: () => toast.success(workspacesCopy.notices.renamed), onError: (err) => toast.error(err.message) });
  };

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor="workspace-rename">{copy.nameLabel}</Label>
          <Input id="workspace-rename" value={name} onChange={(e) => setName(e.target.value)} disabled={!manage.allowed} title={manage.reason ?? undefined} />
        </div>
        <Button
          type="submit"
          variant="outline"
          disabled={!manage.allowed || rename.isPending || name.trim() === "" || name === workspace.name}
          title={manage.reason ?? undefined}
        >
          {rename.isPending ? copy.saving : copy.save}
        </Button>
      </form>
      {!personal && (
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            title={copy.leaveTitle(workspace.name)}
            description={copy.leaveDescription}
            confirmLabel={copy.leaveConfirm}
            busyLabel={copy.leaveBusy}
            onConfirm={() =>
              departFrom(workspace.id, () => leave.mutateAsync(workspace.id)).then(() => {
                toast.success(workspacesCopy.notices.left(workspace.name));
              })
            }
            trigger={
              <Button variant="outline" disabled={own.allowed} title={leaveReason ?? undefined}>
                {copy.leave}
              </Button>
            }
          />
          <ConfirmDialog
            title={copy.deleteTitle(workspace.name)}
            description={copy.deleteDescription}
            busyLabel={copy.deleteBusy}
            onConfirm={() =>
              departFrom(workspace.id, () => remove.mutateAsync(workspace.id)).then(() => {
                toast.success(workspacesCopy.notices.deleted(workspace.name));
              })
            }
            trigger={
              <Button variant="destructive" disabled={!own.allowed} title={deleteReason ?? undefined}>
                {copy.delete}
              </Button>
            }
          />
        </div>
      )}
      {(leaveReason || deleteReason) && !personal && <p className="text-sm text-muted-foreground">{own.allowed ? leaveReason : deleteReason}</p>}
    </div>
  );
}
