/**
 * A brand's hard rules on streamed text. The rules work per line, so complete lines can be rewritten as soon as
 * they end; the unfinished last line is held back. What is sent is always a prefix of the rule-applied whole, and
 * the final result (sent with `done`) is the rules applied to the whole text, so the two never disagree.
 */
import { applyBrandRules, type BrandRules } from "./builtin/brand-rules";

export interface RuleStream {
  /** Takes a raw piece; answers the text that may be sent now ("" when nothing is ready). */
  push(piece: string): string;
  /** The rest to send once the raw stream ended. */
  end(): string;
}

const SENTENCE_END_RE = /[.!?]["')\]]*\s+(?=\S)/g;

/**
 * How much of the raw text the rules can already be applied to: every complete line, and in the unfinished line
 * everything up to its last finished sentence (a sentence end followed by the next word's first letter).
 */
function stablePoint(raw: string): number {
  const lineEnd = raw.lastIndexOf("\n") + 1;
  let cut = lineEnd;
  SENTENCE_END_RE.lastIndex = lineEnd;
  for (let m = SENTENCE_END_RE.exec(raw); m; m = SENTENCE_END_RE.exec(raw)) cut = m.index + m[0].length;
  return cut;
}

export function createRuleStream(rules: BrandRules): RuleStream {
  let raw = "";
  let sent = "";
  const advance = (ready: string) => {
    // Should the rules ever rewrite an earlier part differently, stop sending pieces: `done` carries the truth.
    if (!ready.startsWith(sent)) return "";
    const piece = ready.slice(sent.length);
    sent = ready;
    return piece;
  };
  return {
    push(piece) {
      raw += piece;
      const cut = stablePoint(raw);
      if (cut <= 0) return "";
      return advance(applyBrandRules(raw.slice(0, cut), rules));
    },
    end() {
      return advance(applyBrandRules(raw, rules));
    },
  };
}
