import { formatWhen as when } from "@/web/lib/format-when";
import { useState } from "react";
import { ImageOff, MessageSquare, UserRound } from "lucide-react";
import type { PublicReviewDraft } from "@/shared/contracts/review";
import { REVIEW } from "@/shared/contracts/review";
import type { Platform } from "@/shared/contracts/accounts";
import { checkLimits } from "@/shared/platform-limits";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { cn } from "@/web/lib/cn";
import { usePublicReview, useSendReviewComment } from "../api/public-review";
import { reviewCopy } from "../copy";

const copy = reviewCopy.page;

/**
 * The public review page /review/<token> (issue 26 point 6): each shared draft as a post on its platform, with a
 * comment form. No sign-in, no navigation into the app; never indexed, no referrer.
 */
export function ReviewPage({ token }: { token: string }) {
  const review = usePublicReview(token);
  const [name, setName] = useState("");
  return (
    <main className="mx-auto min-h-screen max-w-2xl space-y-6 px-4 py-8">
      <title>{copy.title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {review.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {copy.loading}
        </p>
      )}
      {review.isError && (
        <div role="alert" className="space-y-2 text-sm text-destructive">
          <p>{copy.failed}</p>
          <Button size="sm" variant="outline" onClick={() => void review.refetch()}>
            {copy.retry}
          </Button>
        </div>
      )}
      {review.data === null && (
        <div className="rounded-lg border border-dashed p-8 text-center" data-testid="review-unavailable">
          <h1 className="text-lg font-semibold">{copy.unavailable}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{copy.unavailableHint}</p>
        </div>
      )}
      {review.data && (
        <>
          <header className="space-y-1">
            <h1 className="text-2xl font-semibold">{review.data.label || copy.title}</h1>
            <p className="text-sm text-muted-foreground">{copy.intro}</p>
            <p className="text-xs text-muted-foreground">{copy.expires(when(review.data.expires_at))}</p>
          </header>
          <div className="space-y-1.5">
            <Label htmlFor="reviewer-name">{copy.you}</Label>
            <Input id="reviewer-name" value={name} maxLength={REVIEW.maxNameChars} autoComplete="name" onChange={(e) => setName(e.target.value)} />
          </div>
          {review.data.drafts.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty}</p>}
          {review.data.drafts.map((draft, i) => (
            <article key={draft.id} className="space-y-3" aria-label={copy.postOf(i + 1, review.data!.drafts.length)}>
              <PostPreview platform={review.data!.platform} draft={draft} />
              <Comments token={token} draft={draft} name={name} />
            </article>
          ))}
        </>
      )}
    </main>
  );
}

/** The post as on its platform: an avatar and name placeholder, the text with its line breaks, images, the count. */
function PostPreview({ platform, draft }: { platform: Platform; draft: PublicReviewDraft }) {
  const check = checkLimits(platform, draft.text, draft.images.length);
  return (
    <div className="rounded-xl border bg-card p-4 shadow-sm" data-testid="review-post">
      <div className="mb-3 flex items-center gap-3">
        <div className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <UserRound aria-hidden className="size-5" />
        </div>
        <div className="min-w-0">
          <div className="h-3 w-28 rounded bg-muted" aria-hidden />
          <p className="mt-1 text-xs text-muted-foreground">{reviewCopy.platforms[platform]}</p>
        </div>
      </div>
      <p className="whitespace-pre-wrap break-words text-[15px] leading-relaxed" data-testid="review-post-text">
        {draft.text}
      </p>
      {draft.images.length > 0 && (
        <div className={cn("mt-3 grid gap-1 overflow-hidden rounded-lg", draft.images.length > 1 && "grid-cols-2")}>
          {draft.images.map((src, n) => (
            <ReviewImage key={src} src={src} alt={copy.image(n + 1)} />
          ))}
        </div>
      )}
      <p className={cn("mt-3 text-right text-xs tabular-nums", check.over ? "text-destructive" : "text-muted-foreground")} data-testid="review-post-count">
        {copy.count(check.count, check.max)}
        {check.over && ` · ${copy.overLimit}`}
      </p>
    </div>
  );
}

function ReviewImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="flex aspect-video items-center justify-center bg-muted text-muted-foreground">
        <ImageOff aria-hidden className="size-6" />
        <span className="sr-only">{alt}</span>
      </div>
    );
  }
  return <img src={src} alt={alt} referrerPolicy="no-referrer" className="aspect-video w-full object-cover" onError={() => setFailed(true)} />;
}

function Comments({ token, draft, name }: { token: string; draft: PublicReviewDraft; name: string }) {
  const send = useSendReviewComment(token);
  const [body, setBody] = useState("");
  const fieldId = `comment-${draft.id}`;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await send.mutateAsync({ draft_id: draft.id, name, body });
      setBody("");
      toast.success(copy.sent);
    } catch (err) {
      toast.error(copy.sendFailed, errorMessage(err));
    }
  };
  return (
    <section className="space-y-2 rounded-lg border p-3">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <MessageSquare aria-hidden className="size-4" />
        {copy.commentsTitle}
      </h2>
      {draft.comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noComments}</p>
      ) : (
        <ul className="space-y-2">
          {draft.comments.map((c, i) => (
            <li key={`${c.created_at}-${i}`} className="text-sm">
              <span className="font-medium">{c.name}</span> <span className="text-xs text-muted-foreground">{when(c.created_at)}</span>
              <p className="whitespace-pre-wrap break-words">{c.body}</p>
            </li>
          ))}
        </ul>
      )}
      <form className="space-y-2" onSubmit={(e) => void submit(e)}>
        <Label htmlFor={fieldId}>{copy.comment}</Label>
        <Textarea id={fieldId} value={body} maxLength={REVIEW.maxCommentChars} placeholder={copy.commentPlaceholder} onChange={(e) => setBody(e.target.value)} />
        <Button type="submit" size="sm" disabled={send.isPending || name.trim() === "" || body.trim() === ""}>
          {send.isPending && <Spinner />}
          {send.isPending ? copy.sending : copy.send}
        </Button>
      </form>
    </section>
  );
}
