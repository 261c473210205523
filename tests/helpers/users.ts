import { desc, eq } from "drizzle-orm";
import { mailOutbox } from "@/server/db/schema";
import { openMailBody } from "@/server/jobs/mail-outbox";
import type { SessionDto } from "@/shared/contracts/auth";
import type { TestApp } from "./test-app";

let counter = 0;

export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** The last link of the given kind mailed to an address (from the dev outbox). */
export async function lastMailedToken(t: TestApp, to: string, kind: "confirm" | "reset"): Promise<string> {
  const res = await t.request("/api/dev/mailbox");
  const { data } = (await res.json()) as { data: { to: string; text: string }[] };
  const mail = data.find((m) => m.to === to && (kind === "confirm" ? m.text.includes("/auth/confirm") : m.text.includes("/reset-password")));
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  const match = mail.text.match(/token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error("no token in mail");
  return match[1];
}

/** Signs up, confirms through the mailed link and signs in: a ready session. */
export async function createUser(t: TestApp, email = uniqueEmail(), password = "plum-orbit-lantern-7"): Promise<SessionDto> {
  await t.request("/api/auth/signup", { method: "POST", json: { email, password } });
  const token = await lastMailedToken(t, email, "confirm");
  await t.request("/api/auth/verify", { method: "POST", json: { type: "signup", token, password } });
  const res = await t.request("/api/auth/token?grant_type=password", { method: "POST", json: { email, password } });
  if (res.status !== 200) throw new Error(`sign in failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as SessionDto;
}

/**
 * The last link of the given kind mailed to an address, read straight from the outbox table as the operator
 * could (for servers whose mailbox is closed to the test, e.g. bound to 0.0.0.0 or sending by SMTP).
 */
export async function outboxToken(t: TestApp, to: string, kind: "confirm" | "reset"): Promise<string> {
  const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
  for (const row of rows) {
    if (!row.body) continue;
    const { text } = openMailBody(t.deps.secrets, row.id, row.body);
    if (!text.includes(kind === "confirm" ? "/auth/confirm" : "/reset-password")) continue;
    const match = text.match(/token=([A-Za-z0-9_-]+)/);
    if (match) return match[1];
  }
  throw new Error(`no ${kind} mail to ${to} in the outbox`);
}
