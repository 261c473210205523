/**
 * How the first administrator is made (decision 003). On the loopback quickstart the first account to confirm
 * its address is the administrator. Anywhere else a stranger could be first, so while no administrator exists
 * every start makes a one-time setup code, stores its hash, and prints it in the start-up log; only a sign-up that
 * presents a stored code becomes administrator when confirmed, and every code is deleted once one exists.
 * ADMIN_EMAILS addresses become administrators when confirmed, in both cases.
 */
import { createHash, randomInt } from "node:crypto";
import type { Config } from "@/server/config";
import type { Db } from "@/server/db/client";
import type { BucketRule } from "@/server/lib/rate-limit";
import { createSetupCodesRepository } from "./setup-codes.repository";

/** Crockford's base32 (no I, L, O, U): 20 characters, 100 bits, read aloud or typed without confusion. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Setup-code guesses per IP: a handful at once, then one a minute (a code has 100 bits; this keeps logs quiet). */
export const setupCodeRule: BucketRule = { burst: 5, refillPerSecond: 1 / 60 };

export function newSetupCode(): string {
  const chars = Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join("")).join("-");
}

/** Case, spaces and dashes do not matter. */
export function hashSetupCode(code: string): string {
  return createHash("sha256").update(code.toUpperCase().replace(/[\s-]/g, "")).digest("hex");
}

/** Whether the sign-up page should ask for a setup code: a code is needed and no administrator exists yet. */
export async function setupCodePending(db: Db, config: Pick<Config, "firstAdmin">): Promise<boolean> {
  return config.firstAdmin === "setup_code" && !(await createSetupCodesRepository(db).adminExists());
}

export interface StartupNotice {
  level: "info" | "warn";
  message: string;
}

/**
 * Run once per start (by the primary process): makes this start's setup code when one is needed and answers the
 * line for the start-up log, or nothing once an administrator exists.
 */
export async function prepareFirstAdmin(db: Db, config: Pick<Config, "firstAdmin" | "adminEmails" | "publicUrl">): Promise<StartupNotice | undefined> {
  const repo = createSetupCodesRepository(db);
  if (await repo.adminExists()) {
    await repo.clear();
    return undefined;
  }
  const listed = config.adminEmails.length ? " An address in ADMIN_EMAILS also becomes administrator when confirmed." : "";
  if (config.firstAdmin === "first_confirmed") {
    return { level: "info", message: `First administrator: the first account to confirm its email address becomes administrator (loopback quickstart).${listed}` };
  }
  const code = newSetupCode();
  await repo.add(hashSetupCode(code));
  return {
    level: "warn",
    message:
      `First administrator: no administrator exists yet. Sign up at ${config.publicUrl}/signup with the setup code ${code} and confirm the address to become administrator. ` +
      `A sign-up without the code makes a normal account.${listed} The code works once, and every code stops working once an administrator exists.`,
  };
}
