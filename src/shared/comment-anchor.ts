/**
 * Where a passage comment's quote is in a draft's text after an edit (issue 26 point 4). The quote is looked for
 * nearest its old start, within `window` characters either side: a passage that moved (text added above it) is
 * found again; one that was rewritten or deleted is lost ("passage changed") and keeps its last place. Works on
 * the text string alone, so it holds whether the text changed by a form save or by co-editing.
 */
export interface Anchor {
  start: number;
  end: number;
  lost: boolean;
}

export function reanchor(text: string, quote: string, oldStart: number, window = 2000): Anchor {
  if (!quote) return { start: oldStart, end: oldStart, lost: true };
  const from = Math.max(0, oldStart - window);
  const to = Math.min(text.length, oldStart + quote.length + window);
  const region = text.slice(from, to);
  let best = -1;
  for (let i = region.indexOf(quote); i !== -1; i = region.indexOf(quote, i + 1)) {
    const at = from + i;
    if (best === -1 || Math.abs(at - oldStart) < Math.abs(best - oldStart)) best = at;
  }
  if (best === -1) return { start: Math.min(oldStart, text.length), end: Math.min(oldStart, text.length), lost: true };
  return { start: best, end: best + quote.length, lost: false };
}
