import { useMemo, useState } from "react";
import { CalendarClock, FileText, Send, TriangleAlert } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { PLATFORM_LABELS, type Platform } from "@/shared/contracts/accounts";
import type { PostImage } from "@/shared/contracts/publishing";
import { messages } from "@/shared/messages";
import { PLATFORM_LIMITS } from "@/shared/platform-limits";
import { Button } from "@/web/components/ui/button";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { RoleReason } from "@/web/components/role-reason";
import { Textarea } from "@/web/components/ui/textarea";
import { useAccounts } from "@/web/shared/accounts/get-accounts";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useCapability } from "@/web/lib/workspace-role";
import { useSchedulePosts } from "../api/change-posts";
import { usePublishingAccounts } from "../api/get-publishing-accounts";
import { publishingCopy } from "../copy";
import { fromLocalInput } from "../lib/calendar";
import { accountChoices, defaultScheduleInput, platformChecks, takesDocument } from "../lib/schedule-form";
import { splitThread } from "../lib/split-thread";
import { AccountPicker } from "./account-picker";
import { FirstCommentField } from "./first-comment-field";
import { PlatformPreview } from "./platform-preview";
import { ThreadEditor, postedParts, threadProblem, tightestCheck } from "./thread-editor";
import { WhenPicker, type When } from "./when-picker";

const c = publishingCopy.schedule;
const X = { platform: "twitter", label: c.xCopyOut } as const;

export interface ScheduleSource {
  text: string;
  images: (PostImage & { url: string })[];
  /** A carousel's PDF (Branded graphics): posted as a document where a platform takes one (LinkedIn). */
  document?: { path: string; url: string; pages: number } | null;
  contentType: "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
  /** The draft the post comes from (a content page's row): a writer's post needs it and waits for its approval. */
  draftId?: string;
  /** Whether this workspace asks for approval of writers' posts (issue 26). */
  approvalsRequired?: boolean;
}

function ScheduleForm({ source, onDone }: { source: ScheduleSource; onDone: () => void }) {
  const accounts = useAccounts();
  const publishingAccounts = usePublishingAccounts();
  const choices = useMemo(() => accountChoices(accounts.data ?? [], publishingAccounts.data), [accounts.data, publishingAccounts.data]);
  const [text, setText] = useState(source.text);
  const [chosen, setChosen] = useState<string[]>([]);
  const [when, setWhen] = useState<When>({ mode: "later", local: defaultScheduleInput() });
  const [error, setError] = useState<string | null>(null);
  // Accounts whose last check failed, named once before sending; a second click goes ahead.
  const [warned, setWarned] = useState<string[] | null>(null);
  const schedule = useSchedulePosts();
  const navigate = useNavigate();
  // A writer or viewer sees the dialog with Schedule and Publish now disabled, and why (the server answers 403);
  // where approvals are on, a writer schedules a draft's post for later and it waits for approval (issue 26).
  const publishCap = useCapability("publish");
  const write = useCapability("write");
  const waits = !publishCap.allowed && write.allowed && Boolean(source.draftId && source.approvalsRequired);
  const publish = waits ? write : publishCap;

  const chosenAccounts = choices.filter((ch) => chosen.includes(ch.account.id)).map((ch) => ch.account);
  const platforms = [...new Set(chosenAccounts.map((a) => a.platform as Platform))];
  // A carousel's PDF goes to the platforms that take a document (LinkedIn) instead of the slides; the rest get the slides.
  const [asDocument, setAsDocument] = useState(true);
  const documentOffered = Boolean(source.document) && platforms.some(takesDocument);
  const sendsDocument = documentOffered && asDocument;
  const imagesFor = (platform: Platform) => (sendsDocument && takesDocument(platform) ? 0 : source.images.length);
  const checks = platformChecks(chosenAccounts, text, imagesFor, X);
  // Instagram takes no text-only post: said in its preview, and scheduling waits for an image.
  const needsMedia = checks.find((ch) => ch.mediaMissing);
  // A thread or a first comment only where every chosen platform takes one (the server refuses the rest).
  const threadable = platforms.length > 0 && platforms.every((p) => PLATFORM_LIMITS[p].threads);
  const commentable = platforms.length > 0 && platforms.every((p) => PLATFORM_LIMITS[p].firstComment);
  const [thread, setThread] = useState<{ parts: string[]; numbered: boolean } | null>(null);
  const [firstComment, setFirstComment] = useState("");
  const asThread = threadable && thread !== null;
  const split = (numbered: boolean) => setThread({ parts: splitThread(text, platforms, numbered), numbered });
  const overHere = checks.filter((ch) => ch.platform !== X.platform && ch.over);
  const blocking = asThread
    ? threadProblem(platforms, thread.parts, thread.numbered) !== null || checks.some((ch) => ch.platform !== X.platform && ch.imagesOver)
    : checks.some((ch) => ch.platform !== X.platform && (ch.over || ch.imagesOver));
  const commentOver = commentable && firstComment.trim() !== "" && tightestCheck(platforms, firstComment).over;
  const failing = choices.filter((ch) => chosen.includes(ch.account.id) && ch.checkError).map((ch) => ch.account.name);
  const warningShown = warned !== null && failing.length > 0 && failing.every((name) => warned.includes(name));
  // Images without alt text are named once before sending (issue 27); a second click goes ahead.
  const sendsImages = platforms.length === 0 || platforms.some((p) => imagesFor(p) > 0);
  const missingAlt = sendsImages ? source.images.filter((image) => !image.alt?.trim()).length : 0;
  const [altWarned, setAltWarned] = useState(false);
  const anyway = warningShown || (altWarned && missingAlt > 0);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!publish.allowed) return;
    const at = when.mode === "later" ? fromLocalInput(when.local) : null;
    if (chosen.length === 0) return setError(c.pickAccount);
    if (when.mode === "later" && !at) return setError(c.pickTime);
    if (waits && when.mode === "now") return setError(c.approvalNoPublishNow);
    if (blocking || commentOver) return setError((asThread && threadProblem(platforms, thread.parts, thread.numbered)) || c.overLimit);
    if (needsMedia) return setError(messages.publishing.needsMedia(needsMedia.label));
    setError(null);
    if (failing.length > 0 && !warningShown) return setWarned(failing);
    if (missingAlt > 0 && !altWarned) return setAltWarned(true);
    const parts = asThread ? postedParts(thread.parts.map((p) => p.trim()), thread.numbered) : null;
    const body = {
      account_ids: chosen,
      content: parts ? parts.join("\n\n") : text,
      ...(parts ? { parts } : {}),
      ...(commentable && firstComment.trim() ? { first_comment: firstComment.trim() } : {}),
      content_type: source.contentType,
      images: source.images.map(({ bucket, path, alt }) => ({ bucket, path, ...(alt?.trim() ? { alt: alt.trim() } : {}) })),
      ...(sendsDocument && source.document ? { document: { path: source.document.path } } : {}),
      ...(when.mode === "now" ? { publish_now: true } : { scheduled_at: at! }),
      // Only a writer's post names its draft: a publisher's row may not have reached the server yet (sync is debounced).
      ...(waits ? { draft_id: source.draftId } : {}),
    };
    schedule.mutate(body, {
      onSuccess: ({ data }) => {
        const waiting = data.some((post) => post.needs_approval);
        toast.success(when.mode === "now" ? c.publishing : waiting ? c.scheduledForApproval(data.length) : c.scheduled(data.length), undefined, {
          action: { label: c.viewCalendar, onClick: () => void navigate("/calendar") },
        });
        onDone();
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };

  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      <AccountPicker choices={choices} loading={accounts.isPending} chosen={chosen} onChange={setChosen} />
      <WhenPicker value={when} onChange={setWhen} laterOnly={waits} />
      {threadable && (
        <label htmlFor="schedule-thread" className="flex items-start gap-2 text-sm">
          <Checkbox id="schedule-thread" className="mt-0.5" checked={asThread} onCheckedChange={(on) => (on === true ? split(false) : setThread(null))} />
          <span>
            <span className="font-medium">{publishingCopy.thread.asThread}</span>
            <span className="block text-xs text-muted-foreground">{publishingCopy.thread.asThreadHint(Math.min(...platforms.map((p) => PLATFORM_LIMITS[p].maxChars)))}</span>
          </span>
        </label>
      )}
      {asThread ? (
        <ThreadEditor
          platforms={platforms}
          parts={thread.parts}
          numbered={thread.numbered}
          onChange={(parts) => setThread({ ...thread, parts })}
          onNumberedChange={(numbered) => setThread({ ...thread, numbered })}
          onResplit={() => split(thread.numbered)}
        />
      ) : (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="schedule-text" className="text-sm font-medium">
              {c.text}
            </label>
            <Textarea id="schedule-text" value={text} onChange={(event) => setText(event.target.value)} className="max-h-60 min-h-28" />
            {overHere.length > 0 && threadable && (
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                {publishingCopy.thread.offer}
                <Button type="button" variant="outline" size="sm" onClick={() => split(false)}>
                  {publishingCopy.thread.split}
                </Button>
              </p>
            )}
            {overHere.length > 0 && !threadable && platforms.some((p) => PLATFORM_LIMITS[p].threads) && (
              <p className="text-xs text-muted-foreground">{publishingCopy.thread.noThreads(platforms.filter((p) => !PLATFORM_LIMITS[p].threads).map((p) => PLATFORM_LABELS[p]).join(", "))}</p>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-medium">{c.preview}</h3>
            {checks.map((check) => (
              <PlatformPreview
                key={check.platform}
                check={{ ...check, label: check.platform === X.platform && check.accounts.length === 0 ? X.label : PLATFORM_LABELS[check.platform] }}
                text={text}
                imageUrls={imagesFor(check.platform) === 0 ? [] : source.images.map((i) => i.url)}
                document={sendsDocument && takesDocument(check.platform) ? source.document : null}
                onCopy={check.platform === X.platform ? () => void navigator.clipboard?.writeText(text) : undefined}
              />
            ))}
          </div>
        </>
      )}
      {documentOffered && source.document && (
        <label htmlFor="schedule-document" className="flex items-start gap-2 text-sm">
          <Checkbox id="schedule-document" className="mt-0.5" checked={asDocument} onCheckedChange={(on) => setAsDocument(on === true)} />
          <span>
            <span className="inline-flex items-center gap-1 font-medium">
              <FileText aria-hidden className="size-3.5" />
              {c.asDocument(source.document.pages)}
            </span>
            <span className="block text-xs text-muted-foreground">{c.asDocumentHint(platforms.filter(takesDocument).map((p) => PLATFORM_LABELS[p]).join(", "))}</span>
          </span>
        </label>
      )}
      {commentable && <FirstCommentField platforms={platforms} value={firstComment} onChange={setFirstComment} />}
      {warningShown && (
        <p role="alert" className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {c.checkFailedWarning(failing)}
        </p>
      )}
      {altWarned && missingAlt > 0 && (
        <p role="alert" className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/5 px-3 py-2 text-sm">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
          {c.noAltWarning(missingAlt)}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {waits && (
        <p role="note" data-testid="schedule-needs-approval" className="rounded-md border border-amber-500/40 bg-amber-500/5 px-3 py-2 text-sm">
          {c.waitsForApproval}
        </p>
      )}
      <RoleReason id="schedule-role-reason" reason={publish.reason} />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          {c.cancel}
        </Button>
        <Button
          type="submit"
          disabled={schedule.isPending || !publish.allowed}
          title={publish.reason ?? undefined}
          aria-describedby={publish.allowed ? undefined : "schedule-role-reason"}
        >
          {when.mode === "now" ? <Send aria-hidden /> : <CalendarClock aria-hidden />}
          {schedule.isPending ? c.submitting : when.mode === "now" ? (anyway ? c.submitNowAnyway : c.submitNow) : anyway ? c.submitLaterAnyway : c.submitLater}
        </Button>
      </DialogFooter>
      <p className="text-xs text-muted-foreground">
        <Link to="/accounts" className="underline underline-offset-2">
          {c.connectAccounts}
        </Link>
      </p>
    </form>
  );
}

/** Schedule on a generated row: accounts, a time in the user's zone or Publish now, a preview and counter per platform. */
export function ScheduleDialog({
  open,
  source,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  source: ScheduleSource | null;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{c.title}</DialogTitle>
          <DialogDescription>{c.description}</DialogDescription>
        </DialogHeader>
        {open && source && <ScheduleForm source={source} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
