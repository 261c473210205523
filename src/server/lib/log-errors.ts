/**
 * The `err` serializer of every log line. A failed query must not write user content to the log: drizzle's
 * error message carries the query's parameters ("params: …"), PGlite's and node-postgres's errors carry
 * `params`, `detail` ("Key (email)=(…)") and messages that quote the offending value ('invalid input syntax for
 * type uuid: "…"'). Those parts are dropped or masked; the SQL text (placeholders only), the SQLSTATE code and
 * the stack frames stay, which is what an operator needs.
 */
const DROPPED = new Set(["params", "queryOptions", "detail", "where", "internalQuery", "hint", "position", "internalPosition", "length"]);
const KEPT_DB_FIELDS = ["code", "severity", "routine", "schema", "table", "column", "dataType", "constraint", "query"] as const;
const MAX_CAUSES = 5;

type Fields = Record<string, unknown>;

const isSqlState = (code: unknown) => typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
/** drizzle's DrizzleQueryError, or a driver error that kept the query with its parameters. */
const isQueryError = (e: Fields) => typeof e.query === "string" && "params" in e;
const isDatabaseError = (e: Fields) => isQueryError(e) || (isSqlState(e.code) && ("severity" in e || "routine" in e));

/** Quoted values in a database message ("…" or '…') are user input as often as not. */
const maskQuoted = (message: string) => message.replace(/"[^"]*"|'[^']*'/g, (m) => `${m[0]}…${m[0]}`);

function stackFrames(stack: unknown): string {
  return typeof stack === "string" ? stack.split("\n").filter((line) => /^\s+at /.test(line)).join("\n") : "";
}

export function serializeError(err: unknown, depth = 0): unknown {
  if (err === null || typeof err !== "object") return err;
  const e = err as Fields;
  const type = (err as object).constructor?.name ?? "Object";
  const message = typeof e.message === "string" ? e.message : "";
  if (!isDatabaseError(e)) {
    const out: Fields = { type, message, stack: e.stack };
    for (const [k, v] of Object.entries(e)) if (!(k in out) && k !== "cause" && !DROPPED.has(k)) out[k] = v;
    if (e.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(e.cause, depth + 1);
    return out;
  }
  const safeMessage = typeof e.query === "string" && message.startsWith("Failed query:") ? `Failed query: ${e.query}` : maskQuoted(message);
  const out: Fields = { type, message: safeMessage };
  for (const k of KEPT_DB_FIELDS) if (e[k] !== undefined && e[k] !== "") out[k] = e[k];
  if (Array.isArray(e.params)) out.params = `[${e.params.length} hidden]`;
  out.stack = `${type}: ${safeMessage}\n${stackFrames(e.stack)}`;
  if (e.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
