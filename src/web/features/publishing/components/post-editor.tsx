import { useState } from "react";
import type { Platform } from "@/shared/contracts/accounts";
import type { ScheduledPost } from "@/shared/contracts/publishing";
import { PLATFORM_LIMITS, checkLimits } from "@/shared/platform-limits";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { RoleReason } from "@/web/components/role-reason";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { useCancelPost, useUpdatePost } from "../api/change-posts";
import { publishingCopy } from "../copy";
import { fromLocalInput, toLocalInput, userTimeZone } from "../lib/calendar";
import { FirstCommentField } from "./first-comment-field";
import { ThreadEditor, threadProblem } from "./thread-editor";

const c = publishingCopy.post;

/**
 * A scheduled post's text (or a thread's parts), its first comment where the platform takes one, and its time
 * ("Move to..."), editable until it is sent, and Cancel post.
 */
export function PostEditor({ post, onClose }: { post: ScheduledPost; onClose: () => void }) {
  const platform = post.platform as Platform;
  const [text, setText] = useState(post.content);
  const [parts, setParts] = useState<string[] | null>(post.parts);
  const [firstComment, setFirstComment] = useState(post.first_comment ?? "");
  const commentable = PLATFORM_LIMITS[platform]?.firstComment ?? false;
  const [local, setLocal] = useState(toLocalInput(post.scheduled_at));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdatePost();
  const cancel = useCancelPost();
  // Editing, moving and cancelling a post is publishing: shown read-only, with the reason, to other roles.
  const publish = useCapability("publish");
  const check = checkLimits(platform, text, post.images.length);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!publish.allowed) return;
    const at = fromLocalInput(local);
    if (!at) return setError(publishingCopy.schedule.pickTime);
    const problem = parts ? threadProblem([platform], parts, false) : check.over ? publishingCopy.schedule.overLimit : null;
    if (problem) return setError(problem);
    const trimmed = parts?.map((p) => p.trim());
    const partsChanged = trimmed !== undefined && JSON.stringify(trimmed) !== JSON.stringify(post.parts);
    const comment = firstComment.trim();
    const body = {
      ...(partsChanged ? { parts: trimmed, content: trimmed.join("\n\n") } : !parts && text !== post.content ? { content: text } : {}),
      ...(commentable && comment !== (post.first_comment ?? "") ? { first_comment: comment || null } : {}),
      ...(at !== new Date(post.scheduled_at).toISOString() ? { scheduled_at: at } : {}),
    };
    if (Object.keys(body).length === 0) return onClose();
    update.mutate(
      { id: post.id, body },
      {
        onSuccess: () => {
          toast.success(c.saved);
          onClose();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={save} noValidate>
      {parts ? (
        <ThreadEditor platforms={[platform]} parts={parts} numbered={false} onChange={setParts} readOnly={!publish.allowed} />
      ) : (
        <div className="flex flex-col gap-1.5">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor="post-text" className="text-sm font-medium">
              {publishingCopy.schedule.text}
            </label>
            <span aria-live="polite" className={check.over ? "text-xs font-semibold text-destructive tabular-nums" : "text-xs text-muted-foreground tabular-nums"}>
              {publishingCopy.schedule.counter(check)}
            </span>
          </div>
          <Textarea id="post-text" readOnly={!publish.allowed} value={text} onChange={(event) => setText(event.target.value)} className="max-h-60 min-h-28" />
        </div>
      )}
      {commentable && <FirstCommentField platforms={[platform]} value={firstComment} onChange={setFirstComment} readOnly={!publish.allowed} />}
      <div className="flex flex-col gap-1.5">
        <label htmlFor="post-move-to" className="text-sm font-medium">
          {c.moveTo}
        </label>
        <Input id="post-move-to" type="datetime-local" readOnly={!publish.allowed} value={local} aria-describedby="post-move-to-hint" onChange={(event) => setLocal(event.target.value)} />
        <p id="post-move-to-hint" className="text-xs text-muted-foreground">
          {c.moveToHint} {publishingCopy.schedule.timeZone(userTimeZone())}
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <RoleReason reason={publish.reason} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="ghost" className="text-destructive" disabled={cancel.isPending || !publish.allowed} title={publish.reason ?? undefined} onClick={() => setConfirming(true)}>
          {c.cancelPost}
        </Button>
        <Button type="submit" disabled={update.isPending || !publish.allowed} title={publish.reason ?? undefined}>
          {update.isPending ? c.saving : c.save}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={c.cancelTitle}
        description={c.cancelDescription}
        confirmLabel={c.cancelPost}
        cancelLabel={c.keep}
        onConfirm={() =>
          cancel.mutateAsync(post.id).then(() => {
            toast.success(c.cancelled);
            onClose();
          })
        }
      />
    </form>
  );
}
