import { useState } from "react";
import {
  MessageSquare,
  AtSign,
  CalendarClock,
  ChevronLeft,
  ChevronRight,
  Clipboard,
  GalleryHorizontal,
  ImagePlus,
  Languages,
  Layers,
  Maximize2,
  Pencil,
  Repeat2,
  Sparkles,
  RotateCcw,
  SlidersHorizontal,
  Square,
  SpellCheck,
} from "lucide-react";
import { Link } from "react-router";
import { MarkdownText, type TextMark } from "@/web/components/markdown-text";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Spinner } from "@/web/components/ui/spinner";
import { Textarea } from "@/web/components/ui/textarea";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/web/components/ui/tooltip";
import { useCapability } from "@/web/lib/workspace-role";
import { languageCopy } from "@/web/shared/languages/copy";
import { cn } from "@/web/lib/cn";
import { contentCopy } from "../copy";
import { voiceCheckCopy } from "../copy/voice";
import { formatPostForDisplay } from "../lib/display";
import { CommentsSheet } from "./comments-sheet";
import { currentPost, hasPost, type PostRow } from "../lib/post-row";
import { useCollabScope } from "../hooks/use-collab";
import { useDraftComments, useRowCollab } from "../api/collaboration";
import { CollabPostEditor } from "./collab-post-editor";
import { CollabBadges } from "./collab-badges";
import { RowDocumentChip, RowImages } from "./row-images";
import type { RowDialogKind, RowHandlers } from "./row-handlers";

const copy = contentCopy.post;

function VersionNav({ row, onSelect }: { row: PostRow; onSelect: (index: number) => void }) {
  const total = row.versions.length;
  if (total < 2) return null;
  const index = row.currentVersionIndex;
  return (
    <div className="flex items-center gap-0.5 text-xs text-muted-foreground">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={copy.previous}
        disabled={index === 0 || row.isLoading}
        onClick={() => onSelect(index - 1)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <span aria-live="polite" className="min-w-[6.5rem] text-center tabular-nums">
        {copy.version(index + 1, total)}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={copy.next}
        disabled={index === total - 1 || row.isLoading}
        onClick={() => onSelect(index + 1)}
      >
        <ChevronRight aria-hidden />
      </Button>
    </div>
  );
}

function PostEditor({ initial, onSave, onCancel }: { initial: string; onSave: (text: string) => boolean; onCancel: () => void }) {
  const [draft, setDraft] = useState(initial);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (onSave(draft)) onCancel();
      }}
    >
      <Textarea
        aria-label={copy.editLabel}
        autoFocus
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel();
        }}
        className="max-h-96 min-h-40 resize-y"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          {copy.save}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}

function PostToolbar({ row, handlers, onEdit, onComments }: { row: PostRow; handlers: RowHandlers; onEdit: () => void; onComments: () => void }) {
  const write = useCapability("write");
  const publish = useCapability("publish");
  const open = (kind: RowDialogKind) => (event: React.MouseEvent<HTMLButtonElement>) => handlers.openDialog(kind, row.id, event.currentTarget);
  const { badge, approvalsRequired } = useRowCollab(row.id);
  // A writer schedules too where approvals are on: the post waits for its draft's approval (issue 26).
  const schedule = approvalsRequired && write.allowed ? write : publish;
  // Editing and the AI tools need a writer, scheduling a publisher: below that they stay visible and disabled, with
  // the reason as their title and once for the page in its actions bar.
  const tools = [
    { label: copy.edit, Icon: Pencil, onClick: onEdit, can: write },
    { label: copy.adjust, Icon: SlidersHorizontal, onClick: open("adjust"), can: write },
    { label: copy.alternatives, Icon: Layers, onClick: open("alternatives"), can: write },
    { label: copy.expand, Icon: Maximize2, onClick: open("expand"), can: write },
    { label: languageCopy.translate, Icon: Languages, onClick: open("translate"), can: write },
    { label: languageCopy.repurpose, Icon: Repeat2, onClick: open("repurpose"), can: write },
    { label: voiceCheckCopy.action, Icon: SpellCheck, onClick: open("voice"), can: write },
    { label: copy.schedule, Icon: CalendarClock, onClick: open("schedule"), can: schedule },
  ];
  const utilities = [
    { label: copy.images, Icon: ImagePlus, onClick: open("images"), can: write },
    { label: copy.visuals, Icon: Sparkles, onClick: open("visuals"), can: write },
    { label: contentCopy.graphics.action, Icon: GalleryHorizontal, onClick: open("graphics"), can: write },
    { label: copy.copy, Icon: Clipboard, onClick: () => handlers.copy(formatPostForDisplay(currentPost(row))), can: null },
    { label: contentCopy.comments.open(badge?.open_comments ?? 0), Icon: MessageSquare, onClick: onComments, can: null },
  ];
  const button = "h-8 gap-1.5 px-2 text-muted-foreground hover:text-foreground";
  return (
    <div role="toolbar" aria-label={copy.more} className="-ml-2 flex flex-wrap items-center gap-0.5">
      {tools.map(({ label, Icon, onClick, can }) => (
        <Button
          key={label}
          type="button"
          variant="ghost"
          size="sm"
          className={button}
          disabled={row.isLoading || !can.allowed}
          title={can.reason ?? undefined}
          onClick={onClick}
        >
          <Icon aria-hidden />
          {label}
        </Button>
      ))}
      <span aria-hidden className="mx-1 h-4 w-px bg-border" />
      {utilities.map(({ label, Icon, onClick, can }) => (
        <Tooltip key={label}>
          <TooltipTrigger asChild>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className={cn(button, "w-8 px-0")}
              aria-label={label}
              disabled={row.isLoading || (can !== null && !can.allowed)}
              onClick={onClick}
            >
              <Icon aria-hidden />
            </Button>
          </TooltipTrigger>
          <TooltipContent>{label}</TooltipContent>
        </Tooltip>
      ))}
      <Tooltip>
        <TooltipTrigger asChild>
          <Button asChild variant="ghost" size="icon" className={cn(button, "w-8 px-0")}>
            <Link to="/accounts" aria-label={copy.accounts}>
              <AtSign aria-hidden />
            </Link>
          </Button>
        </TooltipTrigger>
        <TooltipContent>{copy.accounts}</TooltipContent>
      </Tooltip>
    </div>
  );
}

/** Why the last generation ended early ("Stopped", or the reason it broke off), with Retry. */
function Interruption({ note, onRetry }: { note: string; onRetry: () => void }) {
  return (
    <div
      role="status"
      data-testid="row-interruption"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
    >
      <span className="min-w-0 break-words">{note}</span>
      <Button type="button" size="sm" variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden />
        {contentCopy.row.retry}
      </Button>
    </div>
  );
}

/**
 * The open passage comments of a shared row, marked on its post (issue 26 point 4): a click opens the comments.
 * Fetched only for rows with open comments, and kept live with the workspace channel.
 */
function usePassageMarks(row: PostRow, shared: boolean, openComments: () => void): TextMark[] {
  const { badge } = useRowCollab(row.id);
  const comments = useDraftComments(row.id, shared && (badge?.open_comments ?? 0) > 0);
  return (comments.data ?? [])
    .filter((c) => !c.parent_id && c.quote && !c.anchor_lost && !c.resolved_at)
    .map((c) => ({ id: c.id, quote: c.quote!, title: contentCopy.comments.markTitle(c.author_email ?? "", c.body), onClick: openComments }));
}

/**
 * Who asked for the shown version, once someone else made one of the row's versions: on a shared draft each new
 * version says who asked for it (issue 26); on one's own drafts nothing is said.
 */
function madeByLine(row: PostRow, meId: string | undefined): string | null {
  if (!row.versions.some((v) => v.authorId && v.authorId !== meId)) return null;
  const shown = row.versions[row.currentVersionIndex];
  if (!shown?.authorName) return null;
  return copy.madeBy(shown.operation, shown.authorId === meId ? copy.you : shown.authorName);
}

/**
 * The generated post: streamed text while writing (with Stop), then the shown version with its tools. A generation
 * that was stopped or broke off keeps its text so far, with a note and Retry.
 */
export function RowPostCell({ row, handlers }: { row: PostRow; handlers: RowHandlers }) {
  const [editing, setEditing] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const scope = useCollabScope();
  const shared = scope !== null;
  const marks = usePassageMarks(row, shared, () => setCommentsOpen(true));
  const madeBy = madeByLine(row, scope?.user.id);
  const streaming = row.isLoading && row.streamingText !== "";
  const generated = hasPost(row);
  const interrupted = !row.isLoading && row.interruption !== undefined;
  const partial = interrupted && row.streamingText !== "";

  if (editing && generated && !row.isLoading && shared) {
    return (
      <CollabPostEditor
        draftId={row.id}
        initial={currentPost(row)}
        onSave={(text, before) => handlers.saveEdit(row.id, text, before)}
        onDone={() => setEditing(false)}
      />
    );
  }
  if (editing && generated && !row.isLoading) {
    return <PostEditor initial={currentPost(row)} onSave={(text) => handlers.saveEdit(row.id, text)} onCancel={() => setEditing(false)} />;
  }
  if (!generated && !row.isLoading && !interrupted) {
    return (
      <div className="flex h-full min-h-24 flex-col items-center justify-center gap-1 rounded-lg border border-dashed px-4 py-6 text-center">
        <p className="text-sm font-medium text-muted-foreground">{contentCopy.row.emptyPost}</p>
        <p className="text-xs text-muted-foreground">{contentCopy.row.emptyPostHint}</p>
      </div>
    );
  }

  const text = streaming || partial ? row.streamingText : currentPost(row);
  return (
    <div className="flex flex-col gap-2" aria-busy={row.isLoading}>
      {shared && <CollabBadges draftId={row.id} />}
      {(row.isAlternative || row.versions.length > 1 || row.isLoading || row.origin || madeBy) && (
        <div className="flex min-h-7 flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            {row.origin && <Badge variant="outline">{contentCopy.row.repurposedFor(row.origin)}</Badge>}
            {row.isAlternative && row.alternativeIndex && row.totalAlternatives && (
              <Badge variant="secondary">{contentCopy.row.alternative(row.alternativeIndex, row.totalAlternatives)}</Badge>
            )}
            {row.isLoading && (
              <>
                <span role="status" className="inline-flex items-center gap-1.5 text-xs font-medium text-primary">
                  <Spinner className="size-3.5" />
                  {streaming ? contentCopy.row.streaming : contentCopy.row.generating}
                </span>
                <Button type="button" size="sm" variant="outline" className="h-7 gap-1 px-2" onClick={() => handlers.stop(row.id)}>
                  <Square aria-hidden className="fill-current" />
                  {contentCopy.row.stop}
                </Button>
              </>
            )}
          </div>
          <div className="flex items-center gap-2">
            {madeBy && !row.isLoading && (
              <span data-testid="version-made-by" className="max-w-56 truncate text-xs text-muted-foreground" title={madeBy}>
                {madeBy}
              </span>
            )}
            <VersionNav row={row} onSelect={(index) => handlers.selectVersion(row.id, index)} />
          </div>
        </div>
      )}
      {interrupted && !text ? null : text ? (
        <div
          data-testid="post-text"
          className={cn(
            "max-h-96 overflow-y-auto rounded-lg bg-muted/40 px-3 py-2.5 text-sm leading-relaxed break-words",
            row.isLoading && !streaming && "opacity-50",
          )}
        >
          <MarkdownText
            text={text}
            marks={streaming || partial ? undefined : marks}
            trailing={streaming && <span aria-hidden className="ml-0.5 inline-block h-4 w-1.5 translate-y-0.5 animate-pulse rounded-sm bg-primary" />}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-2 rounded-lg bg-muted/40 p-3">
          <Skeleton className="h-3 w-11/12" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-3/4" />
        </div>
      )}
      {interrupted && <Interruption note={row.interruption ?? ""} onRetry={() => handlers.retry(row.id)} />}
      <RowImages rowId={row.id} images={row.selectedImages} disabled={row.isLoading} handlers={handlers} />
      <RowDocumentChip rowId={row.id} document={row.document} disabled={row.isLoading} handlers={handlers} />
      {generated && !partial && <PostToolbar row={row} handlers={handlers} onEdit={() => setEditing(true)} onComments={() => setCommentsOpen(true)} />}
      {commentsOpen && <CommentsSheet draftId={row.id} text={currentPost(row)} open onOpenChange={setCommentsOpen} />}
    </div>
  );
}
