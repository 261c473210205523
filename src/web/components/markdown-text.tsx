import { Fragment, type ReactNode } from "react";
import { cn } from "@/web/lib/cn";
import { parseMarkdown, type Block, type Span } from "@/web/lib/markdown";

function Spans({ spans }: { spans: Span[] }) {
  return spans.map((span, i) => {
    if (span.code) return <code key={i} className="rounded bg-muted px-1 font-mono text-[0.9em]">{span.text}</code>;
    if (span.bold) return <strong key={i} className="font-semibold">{span.text}</strong>;
    if (span.italic) return <em key={i}>{span.text}</em>;
    return <Fragment key={i}>{span.text}</Fragment>;
  });
}

const headingClass = { 1: "text-base font-semibold", 2: "text-[0.95rem] font-semibold", 3: "text-sm font-semibold" } as const;

function BlockView({ block, trailing }: { block: Block; trailing?: ReactNode }) {
  if (block.kind === "heading") {
    const Tag = (["h3", "h4", "h5"] as const)[block.level - 1];
    return (
      <Tag dir="auto" className={cn("leading-snug text-foreground", headingClass[block.level])}>
        <Spans spans={block.spans} />
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
            <Spans spans={item} />
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
          <Spans spans={line} />
        </Fragment>
      ))}
      {trailing}
    </p>
  );
}

/**
 * A generated post shown with its markdown rendered (headings, lists, bold, italic), built as React elements:
 * nothing in the text is ever treated as HTML. `trailing` (e.g. a streaming cursor) follows the last block. Each
 * block takes the direction of its own text (dir="auto"), so Arabic and Hebrew read right to left.
 */
export function MarkdownText({ text, className, trailing }: { text: string; className?: string; trailing?: ReactNode }) {
  const blocks = parseMarkdown(text);
  if (!blocks.length) return trailing ? <div className={className}>{trailing}</div> : null;
  return (
    <div className={cn("flex flex-col gap-2 break-words", className)}>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} trailing={i === blocks.length - 1 ? trailing : undefined} />
      ))}
    </div>
  );
}
