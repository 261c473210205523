/**
 * Repurposed results on their way to a content page. Each page keeps an inbox in localStorage next to its rows;
 * the page takes what is there when it opens, and at once when it is already open (a window event), so results
 * reach every matching page whether or not it is on screen.
 */
import { z } from "zod";

export const INBOX_EVENT = "content-inbox";
export const inboxKey = (storageKey: string) => `${storageKey}Inbox`;

const itemSchema = z.object({ source: z.string(), content: z.string().min(1), timestamp: z.string(), label: z.string().max(120).optional() });
export type InboxItem = z.infer<typeof itemSchema>;

function read(storage: Storage, key: string): InboxItem[] {
  try {
    const parsed = z.array(itemSchema).safeParse(JSON.parse(storage.getItem(key) ?? "[]"));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function pushToInbox(storageKey: string, items: InboxItem[], storage: Storage = globalThis.localStorage) {
  if (items.length === 0) return;
  const key = inboxKey(storageKey);
  storage.setItem(key, JSON.stringify([...read(storage, key), ...items]));
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(INBOX_EVENT, { detail: storageKey }));
}

/** Takes (and clears) what waits for the page. */
export function takeInbox(storageKey: string, storage: Storage = globalThis.localStorage): InboxItem[] {
  const key = inboxKey(storageKey);
  const items = read(storage, key);
  try {
    storage.removeItem(key);
  } catch {
    /* nothing to clear */
  }
  return items;
}
