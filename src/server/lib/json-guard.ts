import { LIMITS } from "@/shared/constants";

/**
 * Every media type Hono's JSON validator reads as JSON, in any letter case: application/json,
 * application/JSON, application/vnd.api+json, ... A check keyed on the exact "application/json" let the
 * others carry NUL characters through to PostgreSQL (a 500).
 */
export function isJsonMediaType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  return /^\s*application\/(?:[^;\s]*\+)?json\s*(?:;|$)/i.test(contentType);
}

export type JsonProblem = "nul" | "too_deep";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const U = 0x75;
const ZERO = 0x30;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** Where the scanner stands: between values, inside a string, after a backslash, or n zeros into a \u escape. */
const OUTSIDE = 0;
const IN_STRING = 1;
const ESCAPE = 2;
/** 3 + the zeros of a \u escape seen so far (3: right after "\u", 6: "\u000"). */
const UNICODE = 3;

/**
 * What in a JSON body PostgreSQL or a recursive serialiser cannot take, found in one pass over the bytes as they
 * arrive (no tree is built): a NUL character in any string or key, raw or escaped as \u0000 (text columns refuse
 * it), or nesting deeper than `maxDepth` (JSON.stringify and jsonb overflow their stacks). It answers at the first
 * byte that decides, so a body can be refused before the rest of it is read.
 *
 * Every byte it looks at is ASCII, and UTF-8 never uses ASCII bytes inside a multi-byte character, so chunks may
 * be split anywhere. Bodies that are not JSON are left to the route's own parse (invalid_json), except that a raw
 * NUL byte anywhere is refused.
 */
export function createJsonScanner(maxDepth: number = LIMITS.jsonDepth): (chunk: Uint8Array) => JsonProblem | null {
  let state = OUTSIDE;
  let depth = 0;
  return (chunk) => {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === 0) return "nul";
      if (state === IN_STRING) {
        if (byte === QUOTE) state = OUTSIDE;
        else if (byte === BACKSLASH) state = ESCAPE;
      } else if (state === OUTSIDE) {
        if (byte === QUOTE) state = IN_STRING;
        else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
          if (++depth > maxDepth) return "too_deep";
        } else if ((byte === CLOSE_BRACE || byte === CLOSE_BRACKET) && depth > 0) depth--;
      } else if (state === ESCAPE) {
        state = byte === U ? UNICODE : IN_STRING;
      } else if (byte === ZERO) {
        // Four zeros after "\u": the escape is NUL.
        if (++state === UNICODE + 4) return "nul";
      } else {
        // Another hex digit: an ordinary character. Anything else is not JSON; read it as string text.
        state = IN_STRING;
        i--;
      }
    }
    return null;
  };
}
