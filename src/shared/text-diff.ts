/**
 * The one splice that turns `before` into `after` (common prefix and suffix kept): what a textarea's input or an
 * AI result becomes in a shared Y.Text, so what others typed around it stays where it was.
 */
export interface TextSplice {
  index: number;
  remove: number;
  insert: string;
}

export function textSplice(before: string, after: string): TextSplice | null {
  if (before === after) return null;
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < max - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  return { index: start, remove: before.length - start - end, insert: after.slice(start, after.length - end) };
}
