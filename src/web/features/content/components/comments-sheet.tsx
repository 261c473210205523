import { useState } from "react";
import type { Comment } from "@/shared/contracts/collaboration";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Sheet, SheetContent, SheetTitle } from "@/web/components/ui/sheet";
import { Textarea } from "@/web/components/ui/textarea";
import { useCapability } from "@/web/lib/workspace-role";
import { useCommentActions, useDraftCollab } from "../api/collaboration";
import { contentCopy } from "../copy";
import { CommentPassages, type Passage } from "./comment-passages";

const copy = contentCopy.comments;

/**
 * A draft's comments (threads, @mentions, resolve / reopen, delete, on the whole post or a selected passage) and its
 * approval controls and history.
 */
export function CommentsSheet({
  draftId,
  text: postText,
  open,
  onOpenChange,
}: {
  draftId: string;
  text: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { comments, approval, members } = useDraftCollab(draftId, open);
  const actions = useCommentActions(draftId);
  const write = useCapability("write");
  const publish = useCapability("publish");
  const [text, setText] = useState("");
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const [passage, setPassage] = useState<Passage | null>(null);
  const [decisionNote, setDecisionNote] = useState("");
  const query = /@([^\s@]*)$/.exec(text)?.[1];
  const suggestions = query === undefined ? [] : (members.data ?? []).filter((m) => m.email.toLowerCase().startsWith(query.toLowerCase())).slice(0, 5);
  const mentions = (members.data ?? []).filter((m) => text.includes(`@${m.email}`)).map((m) => m.user_id);
  const threads = (comments.data ?? []).filter((c) => !c.parent_id);
  const replies = (id: string) => (comments.data ?? []).filter((c) => c.parent_id === id);

  const submit = () => {
    if (!text.trim()) return;
    const about = replyTo ? { parent_id: replyTo } : passage ? { quote: passage.quote, anchor_start: passage.start } : {};
    actions.add.mutate({ body: text.trim(), mentions, ...about }, { onSuccess: () => (setText(""), setReplyTo(null), setPassage(null)) });
  };
  const one = (c: Comment) => (
    <div key={c.id} id={`comment-${c.id}`} className="space-y-1 rounded-md border p-2 text-sm" data-testid="comment">
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>{c.author_email ?? copy.someone}</span>
        {c.resolved_at && <Badge variant="secondary">{copy.resolved}</Badge>}
      </div>
      {c.quote && <blockquote className="border-l-2 pl-2 text-xs italic text-muted-foreground">{c.anchor_lost ? copy.passageChanged : c.quote}</blockquote>}
      <p className="whitespace-pre-wrap break-words">{c.body}</p>
      <div className="flex gap-1">
        {!c.parent_id && (
          <Button size="sm" variant="ghost" className="h-7 px-2" onClick={() => setReplyTo(c.id)}>
            {copy.reply}
          </Button>
        )}
        {!c.parent_id && (
          <Button size="sm" variant="ghost" className="h-7 px-2" onClick={() => actions.resolve.mutate({ commentId: c.id, resolved: !c.resolved_at })}>
            {c.resolved_at ? copy.reopen : copy.resolve}
          </Button>
        )}
        <Button size="sm" variant="ghost" className="h-7 px-2" onClick={() => actions.remove.mutate(c.id)}>
          {copy.delete}
        </Button>
      </div>
    </div>
  );

  const state = approval.data;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="flex w-full flex-col gap-3 overflow-y-auto p-4 sm:max-w-md">
        <SheetTitle>{copy.title}</SheetTitle>
        {state?.required && (
          <section className="space-y-2 rounded-md border p-2" aria-label={copy.approval}>
            <div className="flex items-center gap-2 text-sm">
              {copy.approval}: <Badge data-testid="approval-status">{copy.status[state.status]}</Badge>
            </div>
            <Textarea value={decisionNote} onChange={(e) => setDecisionNote(e.target.value)} placeholder={copy.decisionNote} rows={2} />
            <div className="flex flex-wrap gap-1">
              <Button
                size="sm"
                variant="outline"
                disabled={!write.allowed || state.status === "needs_approval"}
                onClick={() => actions.decide.mutate({ action: "request", comment: decisionNote })}
              >
                {copy.request}
              </Button>
              <Button
                size="sm"
                disabled={!publish.allowed}
                title={publish.reason ?? undefined}
                onClick={() => actions.decide.mutate({ action: "approve", comment: decisionNote }, { onSuccess: () => setDecisionNote("") })}
              >
                {copy.approve}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={!publish.allowed || !decisionNote.trim()}
                onClick={() => actions.decide.mutate({ action: "request_changes", comment: decisionNote }, { onSuccess: () => setDecisionNote("") })}
              >
                {copy.requestChanges}
              </Button>
            </div>
            {actions.decide.isError && <p className="text-xs text-destructive">{(actions.decide.error as Error).message}</p>}
            <ol className="space-y-0.5 text-xs text-muted-foreground">
              {state.history.map((h) => (
                <li key={h.id}>{copy.decision(h.decision, h.actor_email ?? copy.someone, new Date(h.created_at).toLocaleString(), h.comment)}</li>
              ))}
            </ol>
          </section>
        )}
        {postText && <CommentPassages text={postText} threads={threads} onSelect={(p) => (setPassage(p), setReplyTo(null))} />}
        {comments.isPending && <p className="text-sm text-muted-foreground">{copy.loading}</p>}
        {comments.isError && <p className="text-sm text-destructive">{copy.loadFailed}</p>}
        {comments.data?.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty}</p>}
        {threads.map((t) => (
          <div key={t.id} className="space-y-1">
            {one(t)}
            <div className="ml-4 space-y-1">{replies(t.id).map(one)}</div>
          </div>
        ))}
        <div className="mt-auto space-y-1">
          {passage && !replyTo && (
            <div
              className="flex items-start justify-between gap-2 rounded-md border-l-2 border-amber-500 bg-muted/40 px-2 py-1 text-xs"
              data-testid="comment-on-passage"
            >
              <span className="min-w-0 break-words">{copy.onPassage(passage.quote)}</span>
              <Button size="sm" variant="ghost" className="h-6 px-2 text-xs" onClick={() => setPassage(null)}>
                {copy.wholePost}
              </Button>
            </div>
          )}
          {replyTo && (
            <Button size="sm" variant="ghost" className="h-7 px-2 text-xs" onClick={() => setReplyTo(null)}>
              {copy.cancelReply}
            </Button>
          )}
          <Textarea aria-label={copy.composer} value={text} onChange={(e) => setText(e.target.value)} placeholder={copy.placeholder} rows={3} />
          {suggestions.length > 0 && (
            <ul role="listbox" aria-label={copy.mention} className="rounded-md border text-sm">
              {suggestions.map((m) => (
                <li key={m.user_id} role="option" aria-selected={false}>
                  <button
                    type="button"
                    className="w-full px-2 py-1 text-left hover:bg-accent"
                    onClick={() => setText(text.replace(/@[^\s@]*$/, `@${m.email} `))}
                  >
                    {m.email}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {actions.add.isError && <p className="text-xs text-destructive">{(actions.add.error as Error).message}</p>}
          <Button size="sm" onClick={submit} disabled={!text.trim() || actions.add.isPending}>
            {replyTo ? copy.reply : copy.send}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
