/**
 * The contract between the gateway and the built-in demo writer (src/server/ai/builtin): the machine-readable
 * directive the gateway puts in the system prompt so the demo knows what to do without guessing from free text,
 * the line that separates its alternatives, and the error it throws for a wish it cannot honour. Production code
 * (prompting, parsing, errors) reads these without importing the demo itself.
 */
export type BuiltinTask = "post" | "alternatives" | "adjust" | "expand" | "topics" | "ideas" | "repurpose" | "headlines" | "seo" | "visuals";
export type BuiltinContentType = "social_media" | "email_broadcast" | "newsletter" | "article" | "general";
export type BuiltinExpandMode = "short" | "medium" | "long";

export interface BuiltinBrand {
  brand_name?: string | null;
  brand_voice?: string | null;
  target_audience?: string | null;
  key_messaging?: string | null;
  key_topics?: string | null;
  mission?: string | null;
  spelling_preference?: string | null;
  no_emojis?: boolean | null;
  no_dashes?: boolean | null;
  no_semicolons?: boolean | null;
  content_guidelines?: string | null;
}

export interface BuiltinDirective {
  task: BuiltinTask;
  contentType: BuiltinContentType;
  mode?: BuiltinExpandMode;
  count?: number;
  notes?: string;
  variant?: number;
  /** The user's additional context: facts to keep, wishes to follow, internal notes to leave out. */
  context?: string;
  brand?: BuiltinBrand;
  /** Repurpose: the target ids (src/shared/repurpose-targets.ts), in order. */
  targets?: string[];
  /** Visuals: the aspect ratio every concept takes (the draft's platform's). */
  aspect?: string;
}

/** A line containing exactly this separates alternatives in the writer's output. */
export const ALTERNATIVE_SEPARATOR = "---ALTERNATIVE---";

const TASKS: readonly BuiltinTask[] = ["post", "alternatives", "adjust", "expand", "topics", "ideas", "repurpose", "headlines", "seo", "visuals"];
const CONTENT_TYPES: readonly BuiltinContentType[] = ["social_media", "email_broadcast", "newsletter", "article", "general"];
const MODES: readonly BuiltinExpandMode[] = ["short", "medium", "long"];

export const DEFAULT_DIRECTIVE: BuiltinDirective = { task: "post", contentType: "general" };

const DIRECTIVE_RE = /\[\[builtin:(\{.*?\})\]\]/s;

/** The directive line to put in a system prompt. */
export function builtinDirective(d: BuiltinDirective): string {
  // JSON never contains a raw newline, and "]]" inside strings is escaped so the line stays parseable.
  return `[[builtin:${JSON.stringify(d).replaceAll("]]", "]\\u005d")}]]`;
}

/** Remove every directive line from a text (what remains is the prompt material). */
export function stripBuiltinDirective(text: string): string {
  return text
    .replace(new RegExp(DIRECTIVE_RE.source, "gs"), "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function str(v: unknown): string | undefined {
  return typeof v === "string" && v.trim() !== "" ? v : undefined;
}

function normaliseBrand(v: unknown): BuiltinBrand | undefined {
  if (!v || typeof v !== "object") return undefined;
  const b = v as Record<string, unknown>;
  const out: BuiltinBrand = {};
  for (const key of [
    "brand_name",
    "brand_voice",
    "target_audience",
    "key_messaging",
    "key_topics",
    "mission",
    "spelling_preference",
    "content_guidelines",
  ] as const) {
    const s = str(b[key]);
    if (s) out[key] = s;
  }
  for (const key of ["no_emojis", "no_dashes", "no_semicolons"] as const) {
    if (b[key] === true) out[key] = true;
  }
  return out;
}

/** The directive found in a text, validated and normalised; null when there is none or it is malformed. */
export function parseBuiltinDirective(text: string): BuiltinDirective | null {
  const m = DIRECTIVE_RE.exec(text);
  if (!m) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(m[1]);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== "object") return null;
  const o = raw as Record<string, unknown>;
  const task = TASKS.includes(o.task as BuiltinTask) ? (o.task as BuiltinTask) : "post";
  const contentType = CONTENT_TYPES.includes(o.contentType as BuiltinContentType) ? (o.contentType as BuiltinContentType) : "general";
  const d: BuiltinDirective = { task, contentType };
  if (MODES.includes(o.mode as BuiltinExpandMode)) d.mode = o.mode as BuiltinExpandMode;
  if (typeof o.count === "number" && Number.isFinite(o.count)) d.count = Math.trunc(o.count);
  const notes = str(o.notes);
  if (notes) d.notes = notes;
  const context = str(o.context);
  if (context) d.context = context;
  if (typeof o.variant === "number" && Number.isFinite(o.variant)) d.variant = Math.trunc(o.variant);
  if (Array.isArray(o.targets)) d.targets = o.targets.filter((t): t is string => typeof t === "string").slice(0, 20);
  const aspect = str(o.aspect);
  if (aspect) d.aspect = aspect;
  const brand = normaliseBrand(o.brand);
  if (brand) d.brand = brand;
  return d;
}

/**
 * The template writer cannot honour a request (a free-form adjustment, a translation): it says so rather than
 * answering the text unchanged. The gateway turns this into a 422 with the catalogue's message.
 */
export class BuiltinCannotError extends Error {
  constructor(readonly what: string) {
    super(`builtin writer cannot: ${what}`);
    this.name = "BuiltinCannotError";
  }
}
