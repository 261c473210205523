import { formatWhen as when } from "@/web/lib/format-when";
import { Button } from "@/web/components/ui/button";
import { Badge } from "@/web/components/ui/badge";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { useReviewLinks, useRevokeReviewLink } from "../api/review-links";
import { reviewCopy } from "../copy";

const copy = reviewCopy.links;

/** The workspace's review links: state, drafts, comments, last opened, expiry, and Revoke for writers and above. */
export function ReviewLinksList() {
  const links = useReviewLinks();
  const revoke = useRevokeReviewLink();
  const write = useCapability("write");
  if (links.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {copy.loading}
      </p>
    );
  }
  if (links.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm text-destructive">
        <p>{copy.failed}</p>
        <Button size="sm" variant="outline" onClick={() => void links.refetch()}>
          {copy.retry}
        </Button>
      </div>
    );
  }
  if (links.data.length === 0) return <p className="text-sm text-muted-foreground">{copy.empty}</p>;
  return (
    <ul className="divide-y" data-testid="review-links">
      {links.data.map((link) => (
        <li key={link.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="truncate font-medium">{link.label || copy.untitled}</span>
              <Badge variant={link.state === "active" ? "default" : "secondary"}>{copy.states[link.state]}</Badge>
            </div>
            <p className="text-xs text-muted-foreground">
              {[reviewCopy.platforms[link.platform], copy.drafts(link.draft_count), copy.comments(link.comment_count), link.last_opened_at ? copy.opened(when(link.last_opened_at)) : copy.neverOpened, copy.expires(when(link.expires_at))].join(" · ")}
            </p>
          </div>
          {link.state === "active" && write.allowed && (
            <ConfirmDialog
              title={copy.revokeTitle}
              description={copy.revokeDescription}
              confirmLabel={copy.revoke}
              onConfirm={() =>
                revoke.mutateAsync(link.id).then(
                  () => toast.success(copy.revoked),
                  (err: unknown) => {
                    toast.error(copy.revokeFailed);
                    throw err;
                  },
                )
              }
              trigger={
                <Button size="sm" variant="outline">
                  {copy.revoke}
                </Button>
              }
            />
          )}
        </li>
      ))}
    </ul>
  );
}
