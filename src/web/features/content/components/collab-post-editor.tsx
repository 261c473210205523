import { useLayoutEffect, useReducer, useRef, useState } from "react";
import * as Y from "yjs";
import type { PresenceState } from "@/shared/contracts/collab";
import { textSplice } from "@/shared/text-diff";
import { Button } from "@/web/components/ui/button";
import { Textarea } from "@/web/components/ui/textarea";
import { contentCopy } from "../copy";
import { useCollabRoom, useCollabScope } from "../hooks/use-collab";
import type { CollabSession } from "../lib/collab-session";

const copy = contentCopy.collab;
/** The origin of this tab's own typing. */
const LOCAL = Symbol("local");

/** Where an index ends up after a change made elsewhere (a Yjs text delta). */
function shift(index: number, delta: Array<{ insert?: unknown; delete?: number; retain?: number }>): number {
  let at = 0;
  let result = index;
  for (const op of delta) {
    if (op.retain) at += op.retain;
    else if (typeof op.insert === "string") {
      if (at <= result) result += op.insert.length;
      at += op.insert.length;
    } else if (op.delete) {
      if (at < result) result -= Math.min(op.delete, result - at);
    }
    if (at > result) break;
  }
  return result;
}

function cursorOf(session: CollabSession, state: PresenceState) {
  if (!state.cursor) return null;
  const head = Y.createAbsolutePositionFromRelativePosition(Y.createRelativePositionFromJSON(state.cursor.head), session.doc);
  const anchor = Y.createAbsolutePositionFromRelativePosition(Y.createRelativePositionFromJSON(state.cursor.anchor), session.doc);
  return head && anchor ? { head: head.index, from: Math.min(head.index, anchor.index), to: Math.max(head.index, anchor.index) } : null;
}

/** The others' carets and selections drawn over the textarea (a mirror of its text, transparent but for them). */
function RemoteCarets({ session, text, others, scrollTop }: { session: CollabSession; text: string; others: PresenceState[]; scrollTop: number }) {
  const marks = others
    .map((state) => ({ state, at: cursorOf(session, state) }))
    .filter((m): m is { state: PresenceState; at: NonNullable<ReturnType<typeof cursorOf>> } => m.at !== null)
    .sort((a, b) => a.at.head - b.at.head);
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const { state, at } of marks) {
    const head = Math.min(at.head, text.length);
    parts.push(text.slice(last, head));
    parts.push(
      <span key={state.user.id + head} className="relative" data-testid="remote-caret" data-name={state.user.name}>
        <span aria-hidden className="absolute -top-0.5 h-[1.3em] w-0.5" style={{ background: state.user.color }} />
        <span className="absolute -top-4 left-0 rounded px-1 text-[10px] leading-4 whitespace-nowrap text-white" style={{ background: state.user.color }}>
          {state.user.name}
        </span>
      </span>,
    );
    last = head;
  }
  parts.push(text.slice(last));
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute inset-0 overflow-hidden rounded-md border border-transparent px-3 py-2 text-base break-words whitespace-pre-wrap text-transparent md:text-sm"
    >
      <div style={{ transform: `translateY(${-scrollTop}px)` }}>{parts}</div>
    </div>
  );
}

/**
 * The post of a shared draft, edited live with the others here (issue 26): every keystroke is a minimal change of
 * the draft's Y.Text, others' changes arrive without moving this caret, and their carets show with their names.
 */
export function CollabPostEditor({
  draftId,
  initial,
  onSave,
  onDone,
}: {
  draftId: string;
  /** The shown version's text when editing began. */
  initial: string;
  /** `before`: that text, which "Save as new version" keeps as the version before (the typing went into it live). */
  onSave: (text: string, before: string) => boolean;
  onDone: () => void;
}) {
  const { session, status, others } = useCollabRoom(draftId, { editing: draftId, generating: false });
  // The server writes the shared text into the shown version after a pause in typing, so the row's text may already
  // be the edit by the time it is saved: the text editing began from is the one a new version is compared with.
  const [before] = useState(initial);
  // The text is the session's; a change of it (here or elsewhere) renders again.
  const [revision, rerender] = useReducer((n: number) => n + 1, 0);
  const value = session?.text.toString() ?? "";
  const [scrollTop, setScrollTop] = useState(0);
  const ref = useRef<HTMLTextAreaElement>(null);
  const selection = useRef<[Y.RelativePosition, Y.RelativePosition] | null>(null);
  const setEditing = useCollabScope()?.setEditing;
  useLayoutEffect(() => {
    setEditing?.(draftId);
    return () => setEditing?.(null);
  }, [setEditing, draftId]);

  useLayoutEffect(() => {
    if (!session) return;
    const observe = (event: Y.YTextEvent, tr: Y.Transaction) => {
      const el = ref.current;
      if (el && tr.origin !== LOCAL) {
        const delta = event.delta as Array<{ insert?: unknown; delete?: number; retain?: number }>;
        const focused = document.activeElement === el;
        const [start, end] = [shift(el.selectionStart, delta), shift(el.selectionEnd, delta)];
        // The box shows the shared text at once, not at the next render: the next keystroke is diffed against the
        // text it was typed into, so a change that arrived in between is never taken for a deletion of it.
        el.value = session.text.toString();
        if (focused) {
          el.setSelectionRange(start, end);
          // Kept as relative positions: a keystroke made here before the render lands does not pull the caret back.
          const rel = (i: number) => Y.createRelativePositionFromTypeIndex(session.text, i);
          selection.current = [rel(start), rel(end)];
        }
      }
      rerender();
    };
    session.text.observe(observe);
    return () => session.text.unobserve(observe);
  }, [session]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && session && selection.current) {
      const [from, to] = selection.current.map((r) => Y.createAbsolutePositionFromRelativePosition(r, session.doc)?.index ?? 0);
      el.setSelectionRange(from, to);
    }
    selection.current = null;
  }, [revision, session]);

  const shareCursor = () => {
    const el = ref.current;
    if (!session || !el) return;
    const rel = (i: number) => Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(session.text, i));
    session.awareness.setLocalStateField("cursor", { anchor: rel(el.selectionStart), head: rel(el.selectionEnd) });
  };

  const editable = status === "live" || (status === "offline" && session?.writable === true);
  const note =
    status === "live"
      ? copy.live
      : status === "offline"
        ? copy.offline
        : status === "read_only"
          ? copy.readOnly
          : status === "closed"
            ? copy.closed
            : copy.connecting;
  const editors = [...new Map(others.filter((o) => o.editing === draftId).map((o) => [o.user.id, o.user.name])).values()];
  return (
    <div className="flex flex-col gap-2" data-testid="collab-editor" data-status={status}>
      <div className="relative">
        <Textarea
          ref={ref}
          aria-label={contentCopy.post.editLabel}
          autoFocus
          value={value}
          readOnly={!editable}
          onChange={(event) => {
            if (!session) return;
            const splice = textSplice(session.text.toString(), event.target.value);
            if (splice) {
              session.doc.transact(() => {
                if (splice.remove) session.text.delete(splice.index, splice.remove);
                if (splice.insert) session.text.insert(splice.index, splice.insert);
              }, LOCAL);
            }
            shareCursor();
          }}
          onSelect={shareCursor}
          onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
          onKeyDown={(event) => {
            if (event.key === "Escape") onDone();
          }}
          className="max-h-96 min-h-40 resize-y"
        />
        {session && <RemoteCarets session={session} text={value} others={others.filter((o) => o.editing === draftId)} scrollTop={scrollTop} />}
      </div>
      <p role="status" className="text-xs text-muted-foreground">
        {note}
        {editors.length > 0 && ` · ${copy.editingWith(editors)}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={!editable} onClick={() => onSave(value, before) && onDone()}>
          {contentCopy.post.save}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {copy.done}
        </Button>
      </div>
    </div>
  );
}
