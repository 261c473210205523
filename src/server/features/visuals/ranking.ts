/**
 * Gallery ranking (issue 27 point 1): which of the workspace's images fit a post, by how well their descriptions
 * (alt text, the prompt they were made from, tags) match the post's words. Okapi BM25 over those words:
 *
 *   score(image) = Σ over the post's distinct terms t of  idf(t) · tf(t)·(k1+1) / (tf(t) + k1·(1 − b + b·len/avgLen))
 *   idf(t) = ln(1 + (N − df(t) + 0.5) / (df(t) + 0.5))
 *
 * with k1 = 1.2 and b = 0.75, N the number of images, df(t) how many images mention t, tf(t) how often this one
 * does, len its number of terms. Terms are lower-cased words of two or more letters or digits, without common
 * English stop words, folded by a light stemmer (plural and -ing/-ed endings) so "buns" matches "bun". Images whose
 * score is 0 (no shared term) are left out; ties keep the newest first.
 */

export interface RankDoc {
  id: string;
  text: string;
  createdAt: string;
}

const K1 = 1.2;
const B = 0.75;
const STOP = new Set(
  "a an and are as at be but by for from has have in is it its of on or our so that the their there this to was we were will with you your us all just can not no new into out up about more most very than then them they what when which who why how get got one".split(
    " ",
  ),
);

/** Light stemming: enough to match plurals and simple verb forms. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith("ed")) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

export function terms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? []).filter((w) => !STOP.has(w)).map(stem);
}

export function rankByText<D extends RankDoc>(query: string, docs: D[], limit: number): { doc: D; score: number }[] {
  const q = [...new Set(terms(query))];
  if (!q.length || !docs.length) return [];
  const bags = docs.map((d) => {
    const list = terms(d.text);
    const tf = new Map<string, number>();
    for (const t of list) tf.set(t, (tf.get(t) ?? 0) + 1);
    return { len: list.length, tf };
  });
  const avgLen = bags.reduce((sum, b) => sum + b.len, 0) / bags.length || 1;
  const idf = new Map(
    q.map((t) => {
      const df = bags.filter((b) => b.tf.has(t)).length;
      return [t, Math.log(1 + (docs.length - df + 0.5) / (df + 0.5))];
    }),
  );
  return docs
    .map((doc, i) => {
      const { len, tf } = bags[i];
      let score = 0;
      for (const t of q) {
        const f = tf.get(t) ?? 0;
        if (f) score += idf.get(t)! * ((f * (K1 + 1)) / (f + K1 * (1 - B + (B * len) / avgLen)));
      }
      return { doc, score: Math.round(score * 1000) / 1000 };
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || b.doc.createdAt.localeCompare(a.doc.createdAt))
    .slice(0, limit);
}
