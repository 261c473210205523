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

/** Whether the text holds at least `count` opening brackets: a cheap gate before walking a parsed body. */
function hasBrackets(text: string, count: number): boolean {
  let seen = 0;
  for (const bracket of ["{", "["]) {
    for (let at = text.indexOf(bracket); at !== -1; at = text.indexOf(bracket, at + 1)) if (++seen >= count) return true;
  }
  return false;
}

/**
 * What in a JSON body PostgreSQL or a recursive serialiser cannot take: a NUL character in any string or key
 * (text columns refuse it), or nesting deeper than LIMITS.jsonDepth (JSON.stringify and jsonb overflow their
 * stacks). Walks the parsed value with its own stack, so no depth can overflow this check. Not JSON: null.
 */
export function findJsonProblem(text: string, maxDepth: number = LIMITS.jsonDepth): JsonProblem | null {
  const mayHaveNul = text.includes("\0") || /\\u0000/i.test(text);
  const mayBeDeep = hasBrackets(text, maxDepth + 1);
  if (!mayHaveNul && !mayBeDeep) return null;
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return text.includes("\0") ? "nul" : null;
  }
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\0")) return "nul";
    } else if (value !== null && typeof value === "object") {
      if (depth >= maxDepth) return "too_deep";
      for (const [key, child] of Object.entries(value)) {
        if (key.includes("\0")) return "nul";
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}
