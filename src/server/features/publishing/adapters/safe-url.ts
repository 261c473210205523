import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { messages } from "@/shared/messages";
import { isPublicAddress } from "./public-address";
import { PublishError } from "./types";

/**
 * A user-given URL may only reach the public internet: its host must not resolve to a loopback, private,
 * link-local or multicast address, and it must be https. `PUBLISH_ALLOW_PRIVATE_HOSTS=true` lifts both
 * (tests and single-user machines talking to a local n8n). Answers a permanent PublishError otherwise.
 */
export async function assertAllowedUrl(raw: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PublishError("permanent", messages.publishing.badUrl);
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) throw new PublishError("permanent", messages.publishing.badUrl);
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch (err) {
    throw new PublishError("transient", messages.publishing.cannotResolve(host, (err as NodeJS.ErrnoException).code ?? messages.publishing.lookupFailed));
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw new PublishError("permanent", messages.publishing.privateHost);
  return url;
}

/** fetch that checks every URL it is asked for (a library may follow a server's redirect elsewhere) and times out. */
export function guardedFetch(allowPrivate: boolean, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const target = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    await assertAllowedUrl(target, allowPrivate);
    const signal = init?.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    return fetch(input, { ...init, signal, redirect: "manual" });
  };
}
