import { Fragment, type ReactNode } from "react";
import { cn } from "@/web/lib/cn";
import { parseMarkdown, type Block, type Span } from "@/web/lib/markdown";

/** A passage to mark where it appears in the text (a commented passage): its words, a title and what a click does. */
export interface TextMark {
  id: string;
  quote: string;
  title: string;
  onClick: () => void;
}

/**
 * The span's text with the marks it holds, each mark once in the whole text (its first place). A quote that runs
 * across lines or styles is marked line by line, on each piece of it found in one span.
 */
function Marked({ text, marks, used }: { text: string; marks: TextMark[]; used: Set<string> }) {
  const out: ReactNode[] = [];
  let rest = text;
  for (;;) {
    let hit: { at: number; length: number; mark: TextMark; key: string } | null = null;
    for (const mark of marks) {
      for (const [n, piece] of mark.quote.split(/\n+/).entries()) {
        const key = `${mark.id}:${n}`;
        if (used.has(key) || piece.trim().length < 2) continue;
        const at = rest.indexOf(piece);
        if (at !== -1 && (!hit || at < hit.at)) hit = { at, length: piece.length, mark, key };
      }
    }
    if (!hit) break;
    used.add(hit.key);
    if (hit.at > 0) out.push(rest.slice(0, hit.at));
    const { mark } = hit;
    out.push(
      <mark
        key={hit.key}
        data-testid="row-comment-passage"
        title={mark.title}
        role="button"
        tabIndex={0}
        onClick={mark.onClick}
        onKeyDown={(event) => (event.key === "Enter" || event.key === " ") && (event.preventDefault(), mark.onClick())}
        className="cursor-pointer rounded-sm bg-amber-200/70 text-inherit hover:bg-amber-300/80 focus-visible:outline-2 focus-visible:outline-ring dark:bg-amber-500/40"
      >
        {rest.slice(hit.at, hit.at + hit.length)}
      </mark>,
    );
    rest = rest.slice(hit.at + hit.length);
  }
  if (rest) out.push(rest);
  return out;
}

function Spans({ spans, marks, used }: { spans: Span[]; marks?: TextMark[]; used: Set<string> }) {
  return spans.map((span, i) => {
    const text = marks?.length ? <Marked text={span.text} marks={marks} used={used} /> : span.text;
    if (span.code) return <code key={i} className="rounded bg-muted px-1 font-mono text-[0.9em]">{text}</code>;
    if (span.bold) return <strong key={i} className="font-semibold">{text}</strong>;
    if (span.italic) return <em key={i}>{text}</em>;
    return <Fragment key={i}>{text}</Fragment>;
  });
}

const headingClass = { 1: "text-base font-semibold", 2: "text-[0.95rem] font-semibold", 3: "text-sm font-semibold" } as const;

function BlockView({ block, trailing, marks, used }: { block: Block; trailing?: ReactNode; marks?: TextMark[]; used: Set<string> }) {
  if (block.kind === "heading") {
    const Tag = (["h3", "h4", "h5"] as const)[block.level - 1];
    return (
      <Tag dir="auto" className={cn("leading-snug text-foreground", headingClass[block.level])}>
        <Spans spans={block.spans} marks={marks} used={used} />
        {trailing}
      </Tag>
    );
  }
  if (block.kind === "list") {
    const List = block.ordered ? "ol" : "ul";
    return (
      <List dir="auto" className={cn("flex flex-col gap-1 ps-5", block.ordered ? "list-decimal" : "list-disc")}>
        {block.items.map((item, i) => (
          <li key={i}>
            <Spans spans={item} marks={marks} used={used} />
            {i === block.items.length - 1 && trailing}
          </li>
        ))}
      </List>
    );
  }
  return (
    <p dir="auto">
      {block.lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          <Spans spans={line} marks={marks} used={used} />
        </Fragment>
      ))}
      {trailing}
    </p>
  );
}

/**
 * A generated post shown with its markdown rendered (headings, lists, bold, italic), built as React elements:
 * nothing in the text is ever treated as HTML. `trailing` (e.g. a streaming cursor) follows the last block. Each
 * block takes the direction of its own text (dir="auto"), so Arabic and Hebrew read right to left. `marks` highlight
 * passages (commented ones) where their words appear.
 */
export function MarkdownText({ text, className, trailing, marks }: { text: string; className?: string; trailing?: ReactNode; marks?: TextMark[] }) {
  const blocks = parseMarkdown(text);
  // Marks are placed in reading order, each once: the set is filled as the blocks render.
  const used = new Set<string>();
  if (!blocks.length) return trailing ? <div className={className}>{trailing}</div> : null;
  return (
    <div className={cn("flex flex-col gap-2 break-words", className)}>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} trailing={i === blocks.length - 1 ? trailing : undefined} marks={marks} used={used} />
      ))}
    </div>
  );
}
