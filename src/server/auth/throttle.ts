import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { clientIp } from "@/server/http/client-ip";
import { tooManyRequests } from "@/server/lib/errors";
import type { BucketRule } from "@/server/lib/rate-limit";
import { AUTH } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { trustedDevice } from "./device-cookie";

/**
 * Every bucket here is keyed by the address as typed (lower-cased), never by whether it has an account, so a
 * refusal looks the same for every address.
 */
const perWindow = (n: number): BucketRule => ({ burst: n, refillPerSecond: n / AUTH.signInFailureWindowSeconds });
/** Failed sign-ins to one account from all clients without its device cookie together. */
const untrustedSignInRule = perWindow(AUTH.untrustedSignInFailures);
/** Failed sign-ins from one device cookie of the account. */
const deviceSignInRule = perWindow(AUTH.trustedDeviceSignInFailures);
/** Mail to one address requested by one client (an IP, or a device cookie of that address). */
const mailPerClientRule = { burst: 5, refillPerSecond: 1 / 60 };
/** Mail to one address requested by all clients without its device cookie together (no mail bombing from many IPs). */
const mailPerAddressRule = { burst: 20, refillPerSecond: 1 / 300 };

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const normalise = (email: string) => email.trim().toLowerCase();

/** Takes a token or answers 429 with Retry-After and a message saying how long to wait. */
async function take(c: Context<AppEnv>, key: string, rule: BucketRule, message: (minutes: number) => string) {
  const decision = await c.var.deps.rateLimiter.take(key, rule);
  if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds, message(minutes(decision.retryAfterSeconds)));
}

/**
 * Counts a sign-in attempt against the account's failures before the password is checked (so parallel guesses
 * cannot slip past the count), and answers 429 with Retry-After once they are used up. A client with the
 * account's device cookie draws on its own allowance, so strangers cannot lock the owner's browser out. Call
 * `forgive()` when the attempt turns out not to be a failure.
 */
export async function countSignInAttempt(c: Context<AppEnv>, email: string): Promise<{ forgive(): Promise<void> }> {
  const login = normalise(email);
  const device = await trustedDevice(c, login);
  const [key, rule] = device ? [`auth:signin:device:${device}`, deviceSignInRule] : [`auth:signin:account:${login}`, untrustedSignInRule];
  await take(c, key, rule, messages.auth.signInThrottled);
  return { forgive: () => c.var.deps.rateLimiter.refund(key, rule) };
}

/**
 * Limits mail (sign-up confirmations, reset links) to one address: per requesting client, and for clients
 * without the address's device cookie also per address. Either limit answers 429 with Retry-After; a stranger
 * uses up only his own allowance and the shared one, never the owner's browser's.
 */
export async function limitMail(c: Context<AppEnv>, email: string): Promise<void> {
  const address = normalise(email);
  const device = await trustedDevice(c, address);
  await take(c, `auth:mail:${address}:${device ? `device:${device}` : `ip:${clientIp(c)}`}`, mailPerClientRule, messages.auth.mailThrottled);
  if (!device) await take(c, `auth:mail:${address}`, mailPerAddressRule, messages.auth.mailThrottled);
}
