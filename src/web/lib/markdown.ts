/**
 * A small markdown reader for generated posts: headings (#..######), bullet and numbered lists, paragraphs with
 * their line breaks, and **bold**, *italic* and `code` inside them. It answers plain data (never HTML), so the
 * view builds React elements from it and nothing the model wrote can become markup. Other markdown characters
 * (* _ ~ `) are dropped, as the CSV export drops them (spec §9).
 */
export interface Span {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
}

export type Block =
  | { kind: "heading"; level: 1 | 2 | 3; spans: Span[] }
  | { kind: "list"; ordered: boolean; items: Span[][] }
  | { kind: "paragraph"; lines: Span[][] };

const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;
const INLINE = /(\*\*|__)(.+?)\1|(?<![\w*])(\*|_)(?!\s)(.+?)(?<!\s)\3(?![\w*])|`([^`\n]+)`|~~(.+?)~~/g;

const plain = (text: string) => text.replace(/[*_~`]/g, "");

/** The spans of one line: marked runs keep their emphasis; stray markers are removed. */
export function parseInline(line: string): Span[] {
  const spans: Span[] = [];
  const push = (span: Span) => span.text && spans.push(span);
  let at = 0;
  for (const m of line.matchAll(INLINE)) {
    push({ text: plain(line.slice(at, m.index)) });
    if (m[2] !== undefined) push({ text: plain(m[2]), bold: true });
    else if (m[4] !== undefined) push({ text: plain(m[4]), italic: true });
    else if (m[5] !== undefined) push({ text: m[5], code: true });
    else push({ text: plain(m[6] ?? "") });
    at = m.index + m[0].length;
  }
  push({ text: plain(line.slice(at)) });
  return spans;
}

export function parseMarkdown(text: string): Block[] {
  const lines = text.replace(/\r\n?/g, "\n").trim().split("\n");
  const blocks: Block[] = [];
  let paragraph: Span[][] | null = null;
  let list: Extract<Block, { kind: "list" }> | null = null;
  const close = () => {
    paragraph = null;
    list = null;
  };
  for (const line of lines) {
    const heading = HEADING.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (!line.trim()) {
      close();
    } else if (heading) {
      close();
      blocks.push({ kind: "heading", level: Math.min(heading[1].length, 3) as 1 | 2 | 3, spans: parseInline(heading[2]) });
    } else if (item) {
      const ordered = !BULLET.test(line);
      if (!list || list.ordered !== ordered) {
        close();
        list = { kind: "list", ordered, items: [] };
        blocks.push(list);
      }
      list.items.push(parseInline(item[1]));
    } else {
      if (!paragraph) {
        close();
        paragraph = [];
        blocks.push({ kind: "paragraph", lines: paragraph });
      }
      paragraph.push(parseInline(line));
    }
  }
  return blocks;
}

/** The text a reader sees, on one line (list and table previews): markers, heading hashes and bullets gone. */
export function markdownPreview(text: string): string {
  return parseMarkdown(text)
    .flatMap((block) => (block.kind === "heading" ? [block.spans] : block.kind === "list" ? block.items : block.lines))
    .map((spans) => spans.map((s) => s.text).join(""))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}
