import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { PageHeader } from "@/web/components/ui/page-header";
import { Button } from "@/web/components/ui/button";
import { useMembers } from "@/web/features/workspaces/api/members";
import { InviteForm } from "@/web/features/workspaces/components/invite-form";
import { MembersList } from "@/web/features/workspaces/components/members-list";
import { ApprovalsSetting } from "@/web/features/workspaces/components/approvals-setting";
import { ApiKeys } from "@/web/features/workspaces/components/api-keys";
import { PendingInvitations } from "@/web/features/workspaces/components/pending-invitations";
import { WebhooksSection } from "@/web/features/workspaces/components/webhooks-section";
import { useWorkspaceState } from "@/web/features/workspaces/components/workspace-provider";
import { WorkspaceSettings } from "@/web/features/workspaces/components/workspace-settings";
import { workspacesCopy } from "@/web/features/workspaces/copy";
import { ReviewLinksList } from "@/web/features/review/components/review-links-list";
import { reviewCopy } from "@/web/features/review/copy";
import { ExportWorkspaceButton } from "@/web/features/your-data/components/export-workspace-button";
import { yourDataCopy } from "@/web/features/your-data/copy";
import type { WorkspaceSummary } from "@/shared/contracts/workspace-members";

const copy = workspacesCopy;

/** Members, settings and webhooks of this tab's workspace (issues 25 and 29). */
export default function WorkspacePage() {
  const { current, loading, error } = useWorkspaceState();
  if (!current) {
    return (
      <p className={error ? "text-sm text-destructive" : "text-sm text-muted-foreground"} role={error ? "alert" : "status"}>
        {error ? copy.switcher.failed : copy.page.loading}
      </p>
    );
  }
  return loading ? null : <WorkspaceDetails key={current.id} workspace={current} />;
}

function WorkspaceDetails({ workspace }: { workspace: WorkspaceSummary }) {
  const members = useMembers(workspace.id);
  const team = workspace.kind === "team";
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={copy.page.title} description={copy.page.description(team ? workspace.name : copy.switcher.personal)} />
      <Card>
        <CardHeader>
          <CardTitle>{copy.settings.title}</CardTitle>
          {!team && <CardDescription>{copy.page.personalNote}</CardDescription>}
        </CardHeader>
        <CardContent>
          <WorkspaceSettings workspace={workspace} />
        </CardContent>
      </Card>
      {team && (
        <Card>
          <CardHeader>
            <CardTitle>{copy.approvals.title}</CardTitle>
            <CardDescription>{copy.approvals.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <ApprovalsSetting workspaceId={workspace.id} />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>{copy.members.title}</CardTitle>
          {members.data && <CardDescription>{copy.members.count(members.data.length)}</CardDescription>}
        </CardHeader>
        <CardContent>
          {members.isPending && (
            <p className="text-sm text-muted-foreground" role="status">
              {copy.page.loading}
            </p>
          )}
          {members.isError && (
            <div role="alert" className="space-y-2 text-sm text-destructive">
              <p>{copy.page.failed}</p>
              <Button size="sm" variant="outline" onClick={() => void members.refetch()}>
                {copy.page.retry}
              </Button>
            </div>
          )}
          {members.data && <MembersList workspaceId={workspace.id} members={members.data} />}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{copy.apiKeys.title}</CardTitle>
          <CardDescription>{copy.apiKeys.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <ApiKeys workspaceId={workspace.id} />
        </CardContent>
      </Card>
      {team && (
        <>
          <Card>
            <CardHeader>
              <CardTitle>{copy.invite.title}</CardTitle>
              <CardDescription>{copy.invite.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <InviteForm workspaceId={workspace.id} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{copy.pending.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <PendingInvitations workspaceId={workspace.id} />
            </CardContent>
          </Card>
        </>
      )}
      <Card>
        <CardHeader>
          <CardTitle>{reviewCopy.links.title}</CardTitle>
          <CardDescription>{reviewCopy.links.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <ReviewLinksList />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{copy.webhooks.title}</CardTitle>
          <CardDescription>{copy.webhooks.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <WebhooksSection workspaceId={workspace.id} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{yourDataCopy.exportTitle}</CardTitle>
          <CardDescription>{yourDataCopy.exportDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          <ExportWorkspaceButton />
        </CardContent>
      </Card>
    </div>
  );
}
