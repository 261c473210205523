import { expect } from "vitest";
import type { TestApp } from "./test-app";

/** Our callback answers the browser with a redirect to /accounts (connected=… or connect_error=…). */
export async function followCallback(t: TestApp, callback: string): Promise<URL> {
  const res = await t.request(callback);
  expect(res.status, await res.clone().text()).toBe(302);
  return new URL(res.headers.get("location")!);
}

/** The browser's trip: our authorize address, the platform's consent page, its Allow (or Cancel) link back to our callback. */
export async function authorize(t: TestApp, token: string, accountId: string, choice: "allow" | "deny" = "allow"): Promise<{ callback: string; location: URL }> {
  const start = await t.request(`/api/publishing-accounts/${accountId}/oauth`, { method: "POST", token });
  expect(start.status, await start.clone().text()).toBe(200);
  const { authorize_url } = (await start.json()) as { authorize_url: string };
  const page = await (await fetch(authorize_url)).text();
  const href = new RegExp(`id="${choice}" href="([^"]+)"`).exec(page)?.[1]?.replace(/&amp;/g, "&");
  expect(href, page).toBeTruthy();
  const back = new URL(href!);
  const callback = back.pathname + back.search;
  return { callback, location: await followCallback(t, callback) };
}
