/**
 * An address an administrator typed for a model download may reach only the public internet, by the same
 * rules as publishing (public-address.ts): https, and a host that resolves to public unicast addresses only.
 * PUBLISH_ALLOW_PRIVATE_HOSTS (tests, single-user machines) lifts both, as it does for publishing.
 */
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isPublicAddress } from "@/server/features/publishing/adapters/public-address";
import { messages } from "@/shared/messages";

const m = messages.localModels;

export async function assertPublicUrl(raw: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(m.badUrl);
  }
  if (url.username || url.password) throw new Error(m.badUrl);
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) throw new Error(m.badUrl);
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch (err) {
    throw new Error(m.cannotResolve(host, (err as NodeJS.ErrnoException).code ?? "lookup failed"));
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw new Error(m.privateHost(host));
  return url;
}
