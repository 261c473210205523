import { describe, expect, it } from "vitest";
import { createJsonScanner, isJsonMediaType, type JsonProblem } from "./json-guard";

const bytes = (text: string) => new TextEncoder().encode(text);

/** The scanner's answer over the text cut into the given chunks (byte offsets). */
function scan(text: string, cuts: number[] = [], maxDepth = 64): JsonProblem | null {
  const all = bytes(text);
  const check = createJsonScanner(maxDepth);
  let from = 0;
  for (const to of [...cuts, all.length]) {
    const problem = check(all.subarray(from, to));
    if (problem) return problem;
    from = to;
  }
  return null;
}

/** Every way of cutting the text in two. */
const everySplit = (text: string) => Array.from({ length: bytes(text).length + 1 }, (_, at) => scan(text, [at]));

describe("createJsonScanner", () => {
  it("passes ordinary JSON, brackets and quotes inside strings included", () => {
    expect(scan(JSON.stringify({ a: [1, { b: "x" }], c: "[[[{{{", d: 'say "hi" \\ [' }))).toBeNull();
    expect(scan(JSON.stringify({ text: "]]]]}}}}" + "[".repeat(500) }))).toBeNull();
  });

  it("finds NUL raw or escaped, in values and keys, and not an escaped backslash before u0000", () => {
    expect(scan(JSON.stringify({ title: "a\u0000b" }))).toBe("nul");
    expect(scan('{"a\\u0000":1}')).toBe("nul");
    expect(scan('{"a":"x\\u0000"}')).toBe("nul");
    expect(scan('{"a":"x\u0000"}')).toBe("nul");
    expect(scan("\u0000")).toBe("nul");
    expect(scan('{"a":"\\\\u0000"}')).toBeNull();
    expect(scan('{"a":"\\\\\\u0000"}')).toBe("nul");
    expect(scan('{"a":"\\u00001 \\u0001 \\u1000 \\u00a0 \\uD83D\\uDE00"}')).toBe("nul");
    expect(scan('{"a":"\\u0001 \\u1000 \\u00a0 \\u000A \\uD83D\\uDE00 \\"\\u0000"}')).toBe("nul");
    expect(scan('{"a":"\\u0001 \\u1000 \\u00a0 \\u000A \\uD83D\\uDE00 \\" u0000"}')).toBeNull();
  });

  it("counts nesting outside strings only, refusing past the limit", () => {
    expect(scan("[".repeat(64) + "]".repeat(64))).toBeNull();
    expect(scan("[".repeat(65) + "]".repeat(65))).toBe("too_deep");
    expect(scan('{"a":'.repeat(65) + "1" + "}".repeat(65))).toBe("too_deep");
    expect(scan(`["${"[".repeat(100)}"]`)).toBeNull();
    expect(scan(`["\\"${"{".repeat(100)}"]`)).toBeNull();
    // Siblings do not add up: 1,000 arrays side by side are one level deep.
    expect(scan(`[${Array(1000).fill("[]").join(",")}]`)).toBeNull();
    // Refused at the first byte too deep, before the rest arrives.
    expect(createJsonScanner(3)(bytes("[[[["))).toBe("too_deep");
  });

  it("answers the same however the bytes are cut into chunks", () => {
    for (const [text, want] of [
      ['{"a":"x\\u0000"}', "nul"],
      ['{"a":"\\\\u0000"}', null],
      ['{"a":"\\"[[[[[","b":[[[]]]}', null],
      ["[[[[[]]]]]", "too_deep"],
      ['{"é✓😀":"Über 😀 ✓ \\u00e9"}', null],
      ['{"😀":"Über\\u0000"}', "nul"],
    ] as const) {
      const depth = text === "[[[[[]]]]]" ? 4 : 64;
      for (let at = 0; at <= bytes(text).length; at++) expect(scan(text, [at], depth), `${text} cut at ${at}`).toBe(want);
    }
    // One byte at a time: every UTF-8 character split between chunks.
    const text = JSON.stringify({ k: "Ünïcødé ✓ 😀 [{", n: [[["\u0000"]]] });
    expect(
      scan(
        text,
        Array.from({ length: bytes(text).length }, (_, i) => i),
      ),
    ).toBe("nul");
    expect(everySplit(JSON.stringify({ k: "Ünïcødé ✓ 😀 [{\\u0000" })).every((p) => p === null)).toBe(true);
  });
});

describe("isJsonMediaType", () => {
  it("takes every JSON media type in any case, nothing else", () => {
    for (const type of ["application/json", "application/JSON", "Application/Json; charset=utf-8", "application/vnd.api+json", " application/json "]) {
      expect(isJsonMediaType(type), type).toBe(true);
    }
    for (const type of [undefined, "", "text/plain", "multipart/form-data; boundary=x", "application/jsonp", "application/json-seq"]) {
      expect(isJsonMediaType(type), String(type)).toBe(false);
    }
  });
});
