import { useSearchParams } from "react-router";
import { PageHeader } from "@/web/components/ui/page-header";
import { ActivityFeed } from "@/web/features/activity/components/activity-feed";
import { activityCopy } from "@/web/features/activity/copy";
import { useMembers } from "@/web/features/workspaces/api/members";
import { useWorkspaceState } from "@/web/features/workspaces/components/workspace-provider";

/** /activity: the workspace's feed (issue 26 point 7); the filters live in the address (?person=…&draft=…). */
export default function ActivityPage() {
  const { current } = useWorkspaceState();
  const members = useMembers(current?.id ?? "");
  const [params, setParams] = useSearchParams();
  const people = (members.data ?? []).map((m) => ({ id: m.user_id, name: m.email }));
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={activityCopy.title} description={activityCopy.description} />
      {current && (
        <ActivityFeed
          key={current.id}
          people={people}
          actorId={params.get("person") ?? undefined}
          draftId={params.get("draft") ?? undefined}
          onFilter={({ actorId, draftId }) => {
            const next = new URLSearchParams(params);
            for (const [key, value] of [["person", actorId], ["draft", draftId]] as const) {
              if (value) next.set(key, value);
              else next.delete(key);
            }
            setParams(next, { replace: true });
          }}
        />
      )}
    </div>
  );
}
