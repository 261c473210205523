/**
 * Bad function bodies answer 400 with the spec's message itself ("Text content is required for text-based
 * posts"), the zod issues in details. A union body reports the branch the body came closest to.
 */
import type { ZodError } from "zod";
import { HttpError } from "@/server/lib/errors";
import { strictBodyHook } from "@/server/lib/router";

interface Issue {
  path: PropertyKey[];
  message: string;
  code: string;
  errors?: Issue[][];
}

function flatten(issues: Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== "invalid_union" || !issue.errors?.length) return [issue];
    // The branch with the fewest problems is what the caller meant; ties go to the first (the main shape).
    const best = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    return flatten(best.map((i) => ({ ...i, path: [...issue.path, ...i.path] })));
  });
}

export function validationError(error: ZodError): HttpError {
  const issues = flatten(error.issues as unknown as Issue[]).map((i) => ({ path: i.path.map(String).join("."), message: i.message, code: i.code }));
  return new HttpError(400, "validation_error", issues[0]?.message ?? "Invalid request", issues);
}

/** The route hook: throws the 400 above when validation failed. */
export const validationHook = (result: { success: boolean; error?: unknown }): undefined => {
  if (!result.success) throw validationError(result.error as ZodError);
  return undefined;
};

/** For strict bodies (repurpose, headlines, SEO): unknown fields answer 422 naming them; other problems the 400 above. */
export const strictValidationHook = (result: { success: boolean; error?: unknown }): undefined => {
  if (result.success) return undefined;
  const error = result.error as ZodError;
  if (error.issues.some((i) => i.code === "unrecognized_keys")) return strictBodyHook({ success: false, error });
  throw validationError(error);
};
