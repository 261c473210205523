import { inflateSync } from "node:zlib";

/** A PDF's streams as text, inflated where they are compressed (to find drawing operators such as a fill colour). */
export function pdfStreams(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString("latin1");
  return [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1], "latin1")).toString("latin1");
    } catch {
      return m[1];
    }
  });
}
