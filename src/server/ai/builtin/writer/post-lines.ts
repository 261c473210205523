/** A finished post as typed lines, so adjustments can work on its hook, body, call to action and hashtags. */
import { isCallToAction } from "../text/intent";
import { splitSentences } from "../text/segment";

export type LineKind = "subject" | "heading" | "tags" | "bullet" | "text" | "blank" | "signoff";

export interface Line {
  kind: LineKind;
  text: string;
}

const TAG_LINE = /^(\s*#[\p{L}\p{N}_]+)+\s*$/u;
const BULLET = /^\s*(?:[-*•]|\d+[.)]|\p{Extended_Pictographic}\uFE0F?)\s+/u;
const SIGNOFF =
  /^(best|cheers|thanks|thank you|kind regards|best regards|warm regards|regards|sincerely|talk soon|warmly|warm wishes|with thanks|with gratitude|onwards|high fives)[,!]?$/i;

export function parseLines(text: string): Line[] {
  return text.split("\n").map((raw): Line => {
    const t = raw.trimEnd();
    if (t.trim() === "") return { kind: "blank", text: "" };
    if (/^subject:/i.test(t)) return { kind: "subject", text: t };
    if (/^#{1,6}\s/.test(t)) return { kind: "heading", text: t };
    if (TAG_LINE.test(t)) return { kind: "tags", text: t };
    if (SIGNOFF.test(t.trim())) return { kind: "signoff", text: t };
    if (BULLET.test(t)) return { kind: "bullet", text: t };
    return { kind: "text", text: t };
  });
}

export function renderLines(lines: readonly Line[]): string {
  return lines
    .map((l) => l.text)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Index of the first text line: the hook of a post (or the first paragraph of an email). */
export function hookIndex(lines: readonly Line[]): number {
  return lines.findIndex((l) => l.kind === "text" || l.kind === "bullet");
}

/** Index where new body content goes: before the call to action, hashtags and sign-off at the end. */
export function insertionIndex(lines: readonly Line[]): number {
  let i = lines.length;
  while (i > 0) {
    const l = lines[i - 1];
    if (l.kind === "blank" || l.kind === "tags" || l.kind === "signoff" || (l.kind === "text" && (isCallToAction(l.text) || isSenderLine(lines, i - 1)))) i--;
    else break;
  }
  return i;
}

function isSenderLine(lines: readonly Line[], i: number): boolean {
  return i > 0 && lines[i - 1].kind === "signoff";
}

/** Insert a paragraph (as its own block) at a line index. */
export function insertBlock(lines: Line[], at: number, text: string, kind: LineKind = "text"): void {
  const block: Line[] = [{ kind, text }];
  if (at > 0 && lines[at - 1]?.kind !== "blank") block.unshift({ kind: "blank", text: "" });
  if (at < lines.length && lines[at]?.kind !== "blank") block.push({ kind: "blank", text: "" });
  lines.splice(at, 0, ...block);
}

/** Sentences of every body text line (not the hook, not calls to action), with where they live. */
export function bodySentences(lines: readonly Line[]): Array<{ line: number; sentence: string }> {
  const hook = hookIndex(lines);
  const out: Array<{ line: number; sentence: string }> = [];
  lines.forEach((l, i) => {
    if (l.kind !== "text" || i === hook || isSenderLine(lines, i)) return;
    for (const s of splitSentences(l.text)) if (!isCallToAction(s)) out.push({ line: i, sentence: s });
  });
  return out;
}

export function plainText(lines: readonly Line[]): string {
  return lines
    .filter((l) => l.kind === "text" || l.kind === "bullet" || l.kind === "heading" || l.kind === "subject")
    .map((l) => l.text.replace(/^subject:\s*/i, "").replace(/^#+\s*/, ""))
    .join("\n");
}
