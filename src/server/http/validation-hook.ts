/**
 * The one request-validation hook (issue 23: there were four, two of them named validationHook). createRouter makes
 * it every router's default, so no route passes its own:
 * - a body with fields a strict contract (z.strictObject) does not take answers 422 `unknown_field` naming them,
 *   never a silent 200;
 * - any other failure answers 400 `validation_error`: the message is the first problem's own words (the contracts
 *   word them, the spec's texts verbatim: "Text content is required for text-based posts"), and `details` lists
 *   every problem with its field path. A union body reports the branch it came closest to.
 */
import type { ZodError } from "zod";
import { HttpError } from "@/server/lib/errors";
import { messages } from "@/shared/messages";

interface Issue {
  path: PropertyKey[];
  message: string;
  code: string;
  keys?: string[];
  errors?: Issue[][];
}

export interface ValidationIssue {
  path: string;
  message: string;
  code: string;
}

function flatten(issues: Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== "invalid_union" || !issue.errors?.length) return [issue];
    // The branch with the fewest problems is what the caller meant; ties go to the first (the main shape).
    const best = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    return flatten(best.map((i) => ({ ...i, path: [...issue.path, ...i.path] })));
  });
}

/** The error a failed validation answers (422 for unknown fields, else 400), as the hook throws it. */
export function validationError(error: ZodError): HttpError {
  const flat = flatten(error.issues as unknown as Issue[]);
  const unknown = flat.flatMap((i) => (i.code === "unrecognized_keys" ? (i.keys ?? []) : []));
  if (unknown.length) return new HttpError(422, "unknown_field", messages.api.unknownFields(unknown.map((k) => `"${k}"`).join(", ")), { fields: unknown });
  const issues: ValidationIssue[] = flat.map((i) => ({ path: i.path.map(String).join("."), message: i.message, code: i.code }));
  return new HttpError(400, "validation_error", issues[0]?.message ?? messages.api.invalidRequest, issues);
}

export function validationHook(result: { success: true } | { success: false; error: ZodError }): undefined {
  if (!result.success) throw validationError(result.error);
  return undefined;
}
