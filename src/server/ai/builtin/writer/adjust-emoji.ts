/** Adding and removing emoji in an adjusted post. */
import { applyBrandRules } from "../brand-rules";
import { BULLET_EMOJI, emojiFor, POINTERS } from "../phrases/emoji";
import { isCallToAction } from "../text/intent";
import type { WriterContext } from "./context";
import { hookIndex, plainText, type Line } from "./post-lines";

export function addEmojis(lines: Line[], ctx: WriterContext): void {
  const options = emojiFor(`${ctx.topic} ${plainText(lines)}`, ctx.src.intent);
  const hook = hookIndex(lines);
  let added = 0;
  let next = 0;
  if (hook >= 0 && !/\p{Extended_Pictographic}\uFE0F?$/u.test(lines[hook].text)) {
    lines[hook].text = `${lines[hook].text} ${options[next++]}`;
    added++;
  }
  for (const l of lines) {
    if (l.kind === "bullet") {
      l.text = l.text.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, `${BULLET_EMOJI[0]} `);
      added++;
    } else if (l.kind === "text" && isCallToAction(l.text) && !/^\p{Extended_Pictographic}/u.test(l.text)) {
      l.text = `${POINTERS[0]} ${l.text}`;
      added++;
    }
  }
  if (added < 2) {
    const first = [...lines.keys()].find((i) => lines[i].kind === "text" && i > hook && !isCallToAction(lines[i].text));
    if (first !== undefined) lines[first].text = `${lines[first].text} ${options[next] ?? "✨"}`;
  }
}

export function removeEmojis(lines: Line[]): void {
  for (const l of lines) l.text = applyBrandRules(l.text, { no_emojis: true });
}
