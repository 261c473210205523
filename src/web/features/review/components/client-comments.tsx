import { MessageSquareQuote } from "lucide-react";
import { type DraftPage, draftText } from "@/shared/contracts/drafts";
import { Badge } from "@/web/components/ui/badge";
import { usePageDraftsForReview, useClientComments } from "../api/review-links";
import { reviewCopy } from "../copy";

const copy = reviewCopy.comments;

/**
 * Clients' comments (through review links) on the drafts of a content page, each with the reviewer's name, a
 * "client" label and the row it is about. Shows nothing while there are none.
 */
export function ClientComments({ page }: { page: DraftPage }) {
  const drafts = usePageDraftsForReview(page, true);
  const ids = (drafts.data ?? []).map((d) => d.id);
  const comments = useClientComments(ids);
  if (comments.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {copy.failed}
      </p>
    );
  }
  const list = comments.data ?? [];
  if (list.length === 0) return null;
  const rowOf = (draftId: string) => ids.indexOf(draftId) + 1;
  return (
    <section aria-label={copy.title} className="rounded-lg border bg-card p-3" data-testid="client-comments">
      <h2 className="mb-2 flex items-center gap-2 text-sm font-semibold">
        <MessageSquareQuote aria-hidden className="size-4" />
        {copy.title}
      </h2>
      <ul className="space-y-2">
        {list.map((c) => {
          const draft = drafts.data?.find((d) => d.id === c.draft_id);
          return (
            <li key={c.id} className="text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{c.reviewer_name}</span>
                <Badge variant="secondary">{copy.client}</Badge>
                <span className="text-xs text-muted-foreground">
                  {copy.onRow(rowOf(c.draft_id))}
                  {draft ? ` · ${draftText(draft.data).slice(0, 60)}` : ""}
                </span>
              </div>
              <p className="mt-0.5 whitespace-pre-wrap break-words">{c.body}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
