/** Fitting an adjusted post into a character, word or sentence budget. */
import { ensureTerminal, stripTerminal } from "../text/format";
import { isCallToAction } from "../text/intent";
import { splitSentences } from "../text/segment";
import { hookIndex, type Line } from "./post-lines";

/** Trim to a character or word budget: fewer hashtags, then the last body sentences, then a shorter hook. */
export function fitBudget(lines: Line[], fits: (text: string) => boolean): void {
  const text = () =>
    lines
      .map((l) => l.text)
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
  const hook = hookIndex(lines);
  for (const l of lines) if (!fits(text()) && l.kind === "tags") l.text = l.text.trim().split(/\s+/).slice(0, 2).join(" ");
  for (let i = lines.length - 1; i >= 0 && !fits(text()); i--) {
    const l = lines[i];
    if (i === hook || (l.kind !== "text" && l.kind !== "bullet") || isCallToAction(l.text)) continue;
    const sentences = splitSentences(l.text);
    while (sentences.length > 0 && !fits(text())) {
      sentences.pop();
      l.text = sentences.join(" ");
    }
    if (sentences.length === 0) lines[i] = { kind: "blank", text: "" };
  }
  for (let i = lines.length - 1; i >= 0 && !fits(text()); i--) if (i !== hook) lines[i] = { kind: "blank", text: "" };
  if (!fits(text()) && hook >= 0) {
    let words = lines[hook].text.split(/\s+/);
    while (words.length > 1 && !fits(words.join(" "))) words = words.slice(0, -1);
    lines[hook].text = ensureTerminal(stripTerminal(words.join(" ")));
  }
}
