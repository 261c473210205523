/**
 * A brand's hard rules on streamed text. The rules work per line, so complete lines can be rewritten as soon as
 * they end; the unfinished last line is held back until its newline (or the end) arrives. What is sent is always a prefix of the rule-applied whole, and
 * the final result (sent with `done`) is the rules applied to the whole text, so the two never disagree.
 */
import { applyBrandRules, type BrandRules } from "./brand-rules";

export interface RuleStream {
  /** Takes a raw piece; answers the text that may be sent now ("" when nothing is ready). */
  push(piece: string): string;
  /** The rest to send once the raw stream ended. */
  end(): string;
}

/**
 * How much of the raw text the rules can already be applied to: the complete lines. Not less: a rule that fires
 * later in a line also tidies the line's earlier part (spacing, a capital after a comma), so a finished sentence
 * of an unfinished line may still change.
 */
function stablePoint(raw: string): number {
  return raw.lastIndexOf("\n") + 1;
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
