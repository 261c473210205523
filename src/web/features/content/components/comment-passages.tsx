import { useRef } from "react";
import type { Comment } from "@/shared/contracts/collaboration";
import { contentCopy } from "../copy";

const copy = contentCopy.comments;

export interface Passage {
  quote: string;
  start: number;
}

/** The text cut at each open passage thread (in order, overlaps skipped): plain runs and marked passages. */
export function passageSegments(text: string, threads: Comment[]): { text: string; thread?: Comment }[] {
  const anchored = threads
    .filter((t) => t.quote && !t.anchor_lost && !t.resolved_at && t.anchor_start !== null && t.anchor_end !== null && t.anchor_end <= text.length)
    .sort((a, b) => a.anchor_start! - b.anchor_start!);
  const out: { text: string; thread?: Comment }[] = [];
  let at = 0;
  for (const t of anchored) {
    if (t.anchor_start! < at) continue;
    if (t.anchor_start! > at) out.push({ text: text.slice(at, t.anchor_start!) });
    out.push({ text: text.slice(t.anchor_start!, t.anchor_end!), thread: t });
    at = t.anchor_end!;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

/**
 * The post's text in the comments sheet: open passage comments are marked on their passage (a click goes to the
 * thread), and selecting words picks the passage the next comment is about.
 */
export function CommentPassages({ text, threads, onSelect }: { text: string; threads: Comment[]; onSelect: (passage: Passage | null) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const pick = () => {
    const selection = window.getSelection();
    const el = box.current;
    if (!selection || selection.rangeCount === 0 || !el) return;
    const range = selection.getRangeAt(0);
    if (range.collapsed || !el.contains(range.startContainer) || !el.contains(range.endContainer)) return;
    const before = document.createRange();
    before.setStart(el, 0);
    before.setEnd(range.startContainer, range.startOffset);
    const quote = range.toString();
    if (quote.trim()) onSelect({ quote, start: before.toString().length });
  };
  return (
    <section aria-label={copy.postText} className="space-y-1">
      <p className="text-xs text-muted-foreground">{copy.selectHint}</p>
      <div
        ref={box}
        data-testid="comment-post-text"
        onMouseUp={pick}
        onKeyUp={pick}
        className="max-h-48 overflow-y-auto whitespace-pre-wrap break-words rounded-md bg-muted/40 px-3 py-2 text-sm leading-relaxed"
      >
        {passageSegments(text, threads).map((s, i) =>
          s.thread ? (
            <mark
              key={s.thread.id}
              data-testid="comment-passage"
              title={s.thread.body}
              className="cursor-pointer rounded-sm bg-amber-200/70 text-inherit dark:bg-amber-500/40"
              onClick={() => document.getElementById(`comment-${s.thread!.id}`)?.scrollIntoView({ block: "nearest" })}
            >
              {s.text}
            </mark>
          ) : (
            <span key={i}>{s.text}</span>
          ),
        )}
      </div>
    </section>
  );
}
