/**
 * Before the load: the users sign up (confirming through the mail the SMTP catcher caught), the first one (an
 * ADMIN_EMAILS address) turns on the model served by the fake upstream, and every user connects a webhook account
 * on the fake platform and writes a prompt and a draft to edit later.
 */
import type { FakeWebhook } from "../../tests/helpers/fake-webhook";
import { Client } from "./client";
import type { Ledger } from "./ledger";
import type { SmtpCatcher } from "./services";
import { draftData } from "../../tests/helpers/drafts";

export const PASSWORD = "plum-orbit-lantern-7";

export interface SoakUser {
  client: Client;
  accountId: string;
  promptId: string;
  /** The user's draft on the Social Media page (a server draft: /api/drafts), the order of its edits, its version. */
  noteId: string;
  noteSeq: number;
  draftVersion: number;
}

export interface Setup {
  users: SoakUser[];
  modelId: string;
}

export const adminEmail = (run: string) => `soak-admin-${run}@example.com`;

/**
 * A setup call that must succeed. Setup is not measured: on a busy machine the balancer may briefly have no ready
 * instance (its 503 page), so a 502-504 or a network error is tried again, up to five times.
 */
async function must<T>(what: string, call: () => Promise<{ ok: boolean; status: number | string; body: T }>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const res = await call();
    if (res.ok) return res.body;
    const passing = typeof res.status === "string" || [502, 503, 504].includes(res.status);
    if (!passing || attempt === 5) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 1000 * attempt));
  }
}

async function signUp(base: string, ledger: Ledger, smtp: SmtpCatcher, email: string, timeoutMs: number): Promise<Client> {
  const client = new Client({ base, ledger, timeoutMs }, email, PASSWORD);
  await must("sign-up", () => client.call("sign-up", "POST", "/api/auth/signup", { email, password: PASSWORD }, { anonymous: true, record: false }));
  let token: string | undefined;
  for (const deadline = Date.now() + 60_000; !token;) {
    token = smtp
      .received()
      .find((m) => m.to.includes(email) && m.data.includes("/auth/confirm"))
      ?.data.replace(/=\r\n/g, "")
      .match(/token=3D([\w-]+)|token=([\w-]+)/)
      ?.slice(1)
      .find(Boolean);
    if (token) break;
    if (Date.now() > deadline) throw new Error(`no confirmation mail for ${email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await must("confirm", () =>
    client.call("confirm", "POST", "/api/auth/verify", { type: "signup", token, password: PASSWORD }, { anonymous: true, record: false }),
  );
  ledger.signups.push({ email });
  for (let attempt = 1; !(await client.signIn()); attempt++) {
    if (attempt === 5) throw new Error(`sign-in failed for ${email}`);
    await new Promise((r) => setTimeout(r, 1000 * attempt));
  }
  return client;
}

export async function setUp(opts: {
  base: string;
  ledger: Ledger;
  smtp: SmtpCatcher;
  platform: FakeWebhook;
  run: string;
  users: number;
  timeoutMs: number;
}): Promise<Setup> {
  const { base, ledger, smtp, platform, run } = opts;
  const emails = Array.from({ length: opts.users }, (_, i) => (i === 0 ? adminEmail(run) : `soak-${run}-${i}@example.com`));
  const clients: Client[] = [];
  // A few at a time: sign-up hashes passwords, which is the costliest request there is.
  for (let i = 0; i < emails.length; i += 5)
    clients.push(...(await Promise.all(emails.slice(i, i + 5).map((e) => signUp(base, ledger, smtp, e, opts.timeoutMs)))));

  const admin = clients[0];
  const models = await must("models", () =>
    admin.call<{ data: { id: string; provider: string }[] }>("models", "GET", "/api/models", undefined, { record: false }),
  );
  const model = models.data.find((m) => m.provider === "openai-compatible");
  if (!model) throw new Error("no openai-compatible model: is OPENAI_COMPATIBLE_BASE_URL set?");
  await must("activate model", () => admin.call("activate model", "PATCH", `/api/models/${model.id}`, { is_active: true }, { record: false }));

  const users: SoakUser[] = [];
  for (const client of clients) {
    const account = await must("account", () =>
      client.call<{ id: string }>("account", "POST", "/api/accounts", { name: "Soak hook", handle: "@soak", platform: "webhook" }, { record: false }),
    );
    await must("connect", () =>
      client.call(
        "connect",
        "PUT",
        `/api/publishing-accounts/${account.id}`,
        { platform: "webhook", webhook_url: platform.hookUrl, secret: platform.secret },
        { record: false },
      ),
    );
    const prompt = await must("prompt", () =>
      client.call<{ id: string }>(
        "prompt",
        "POST",
        "/api/prompts",
        { name: "Soak prompt", prompt_text: "Write a post about the text provided.", type: "social_media" },
        { record: false },
      ),
    );
    const content = `draft of ${client.email} v0`;
    const draft = await must("draft", () =>
      client.call<{ id: string; version: number }>(
        "draft",
        "POST",
        "/api/drafts",
        { page: "social_media", position: 1, data: draftData({ textContent: content }) },
        { record: false },
      ),
    );
    ledger.notes.push({ id: draft.id, content, acked: true, seq: 0 });
    users.push({ client, accountId: account.id, promptId: prompt.id, noteId: draft.id, noteSeq: 0, draftVersion: draft.version });
  }
  return { users, modelId: model.id };
}
