import { Skeleton } from "@/web/components/ui/skeleton";
import { Switch } from "@/web/components/ui/switch";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { useApprovalsSetting, useSaveApprovalsSetting } from "../api/approvals";
import { workspacesCopy } from "../copy";

const copy = workspacesCopy.approvals;

/** A team workspace's approvals switch: admins change it, others see it with the reason they cannot. */
export function ApprovalsSetting({ workspaceId }: { workspaceId: string }) {
  const manage = useCapability("manage");
  const setting = useApprovalsSetting(workspaceId);
  const save = useSaveApprovalsSetting(workspaceId);
  if (setting.isPending) return <Skeleton className="h-10 w-full" />;
  if (setting.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {copy.loadFailed}
      </p>
    );
  }
  const on = setting.data.approvals_required;
  return (
    <div className="space-y-2" data-testid="approvals-setting">
      <label className="flex items-center justify-between gap-4 rounded-md border px-3 py-2 text-sm">
        <span>{copy.label}</span>
        <Switch
          checked={on}
          aria-label={copy.label}
          disabled={!manage.allowed || save.isPending}
          title={manage.reason ?? undefined}
          onCheckedChange={(next) =>
            save.mutate(next, { onSuccess: () => toast.success(next ? copy.turnedOn : copy.turnedOff), onError: (err) => toast.error(err.message) })
          }
        />
      </label>
      <p className="text-sm text-muted-foreground">{on ? copy.onHint : copy.offHint}</p>
      {!manage.allowed && manage.reason && <p className="text-xs text-muted-foreground">{manage.reason}</p>}
    </div>
  );
}
