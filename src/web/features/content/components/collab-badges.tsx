import { MessageSquare } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import { useRowCollab } from "../api/collaboration";
import { contentCopy } from "../copy";

/** The row's open comment threads and approval status, live (the page's collaboration summary). */
export function CollabBadges({ draftId }: { draftId: string }) {
  const { badge } = useRowCollab(draftId);
  if (!badge || (badge.open_comments === 0 && badge.status === "draft")) return null;
  const tone = { draft: "outline", needs_approval: "warning", changes_requested: "destructive", approved: "success" } as const;
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid="row-collab-badges">
      {badge.open_comments > 0 && (
        <Badge variant="outline" className="gap-1" data-testid="row-open-comments" aria-label={contentCopy.comments.openThreads(badge.open_comments)}>
          <MessageSquare aria-hidden className="size-3" />
          {badge.open_comments}
        </Badge>
      )}
      {badge.status !== "draft" && (
        <Badge variant={tone[badge.status]} data-testid="row-approval-status">
          {contentCopy.comments.status[badge.status]}
        </Badge>
      )}
    </div>
  );
}
