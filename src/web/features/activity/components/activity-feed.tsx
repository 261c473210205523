import { formatWhen as when } from "@/web/lib/format-when";
import { Activity as ActivityIcon } from "lucide-react";
import type { Activity } from "@/shared/contracts/activity";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Spinner } from "@/web/components/ui/spinner";
import { useActivity } from "../api/activity";
import { activityCopy as copy } from "../copy";


export interface ActivityPerson {
  id: string;
  name: string;
}

/**
 * The workspace's activity feed: filter by person (the members the route passes) and by draft (a draft's entry
 * narrows to it), paged, live through the workspace's channel.
 */
export function ActivityFeed({
  people,
  actorId,
  draftId,
  onFilter,
}: {
  people: ActivityPerson[];
  actorId?: string;
  draftId?: string;
  onFilter: (filter: { actorId?: string; draftId?: string }) => void;
}) {
  const feed = useActivity({ actorId, draftId });
  const items = feed.data?.pages.flatMap((p) => p.data) ?? [];
  const filtered = actorId !== undefined || draftId !== undefined;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <Label htmlFor="activity-person">{copy.person}</Label>
          <NativeSelect id="activity-person" value={actorId ?? ""} onChange={(e) => onFilter({ actorId: e.target.value || undefined, draftId })}>
            <option value="">{copy.everyone}</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        {draftId && (
          <div className="flex items-center gap-2 pb-1 text-sm text-muted-foreground">
            <span>{copy.filteredByDraft}</span>
            <Button size="sm" variant="outline" onClick={() => onFilter({ actorId, draftId: undefined })}>
              {copy.clearDraft}
            </Button>
          </div>
        )}
      </div>
      {feed.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {copy.loading}
        </p>
      )}
      {feed.isError && (
        <div role="alert" className="space-y-2 text-sm text-destructive">
          <p>{copy.failed}</p>
          <Button size="sm" variant="outline" onClick={() => void feed.refetch()}>
            {copy.retry}
          </Button>
        </div>
      )}
      {feed.isSuccess && items.length === 0 && <EmptyState icon={ActivityIcon} title={filtered ? copy.emptyFiltered : copy.empty} description={filtered ? undefined : copy.emptyHint} />}
      {items.length > 0 && (
        <ol className="divide-y rounded-lg border" data-testid="activity-feed">
          {items.map((item) => (
            <Entry key={item.id} item={item} onDraft={item.draft_id && item.draft_id !== draftId ? () => onFilter({ actorId, draftId: item.draft_id ?? undefined }) : undefined} />
          ))}
        </ol>
      )}
      {feed.hasNextPage && (
        <Button variant="outline" onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage}>
          {feed.isFetchingNextPage && <Spinner />}
          {feed.isFetchingNextPage ? copy.loadingMore : copy.loadMore}
        </Button>
      )}
    </div>
  );
}

function Entry({ item, onDraft }: { item: Activity; onDraft?: () => void }) {
  const name = item.actor_name || (item.verb === "published" || item.verb === "failed" ? copy.system : copy.someone);
  return (
    <li className="flex flex-col gap-1 px-3 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-between" data-verb={item.verb}>
      <div className="min-w-0">
        <span className="font-medium">{name}</span>
        {item.client && (
          <Badge variant="secondary" className="ml-1.5">
            {copy.client}
          </Badge>
        )}{" "}
        <span className="break-words">{item.summary}</span>
      </div>
      <div className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
        <time dateTime={item.created_at}>{when(item.created_at)}</time>
        {onDraft && (
          <Button size="sm" variant="ghost" className="h-7 px-2 text-xs" onClick={onDraft}>
            {copy.onlyThisDraft}
          </Button>
        )}
      </div>
    </li>
  );
}
