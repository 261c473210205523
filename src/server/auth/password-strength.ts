import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";
import { badRequest } from "@/server/lib/errors";
import { AUTH } from "@/shared/constants";
import { messages } from "@/shared/messages";

let estimator: ZxcvbnFactory | undefined;
/** The dictionaries take a few MB and ~150 ms to load: once per process, on first use, server side only. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return estimator;
}

export type PasswordVerdict = "ok" | "too_short" | "too_common";

/**
 * A new password must be long enough and not easy to guess: the estimator's score (0-4) below
 * AUTH.minPasswordScore, or the whole password being one entry of a password or word list, is refused.
 * `related` are words an attacker knows about the account (its email address) and would try first.
 */
export function judgePassword(password: string, related: string[] = []): PasswordVerdict {
  if (password.length < AUTH.minPasswordLength) return "too_short";
  const inputs = related.flatMap((r) => [r, ...r.toLowerCase().split(/[@.+_-]+/)]).filter((w) => w.length >= 3);
  const result = zxcvbn().check(password, inputs);
  const exactHit = result.sequence.length === 1 && result.sequence[0].pattern === "dictionary";
  return result.score < AUTH.minPasswordScore || exactHit ? "too_common" : "ok";
}

/** Throws the 400 the forms show under the password field when a new password is refused. */
export function assertStrongPassword(password: string, related: string[] = []): void {
  const verdict = judgePassword(password, related);
  if (verdict === "too_short") throw badRequest(messages.auth.passwordTooShort, "weak_password");
  if (verdict === "too_common") throw badRequest(messages.auth.passwordTooCommon, "weak_password");
}
