import { startWorkers as startBackgroundWorkers } from "@/server/jobs/workers";
import type { PublishingAccount, ScheduledPost } from "@/shared/contracts/publishing";
import type { TestApp } from "./test-app";

/** Fast retries and polling, and loopback platform servers allowed (they are user-given URLs in the product). */
export const PUBLISHING_TEST_ENV = {
  PUBLISH_ALLOW_PRIVATE_HOSTS: "true",
  PUBLISH_RETRY_DELAY_SECONDS: "1",
  PUBLISH_RETRY_LIMIT: "3",
  JOBS_POLL_INTERVAL_MS: "100",
};

/** The job queue's workers (not the sweeps), as the server starts them; the test app's close() stops them. */
export async function startWorkers(t: TestApp) {
  t.onClose((await startBackgroundWorkers(t.deps, { sweeps: false })).stop);
}

export async function createAccount(t: TestApp, token: string, platform: string, name = `${platform} account`) {
  const res = await t.request("/api/accounts", { method: "POST", token, json: { name, handle: `@${name.replace(/\s/g, "")}`, platform } });
  if (res.status !== 201) throw new Error(`account: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export async function connect(t: TestApp, token: string, accountId: string, json: Record<string, unknown>) {
  const res = await t.request(`/api/publishing-accounts/${accountId}`, { method: "PUT", token, json });
  return { status: res.status, body: (await res.json()) as PublishingAccount & { error?: { message: string; code: string } } };
}

export async function schedule(t: TestApp, token: string, json: Record<string, unknown>) {
  const res = await t.request("/api/scheduled-posts", { method: "POST", token, json });
  const body = (await res.json()) as { data: ScheduledPost[]; error?: { message: string; code: string } };
  return { status: res.status, body };
}

export async function getPost(t: TestApp, token: string, id: string): Promise<ScheduledPost> {
  const res = await t.request(`/api/scheduled-posts/${id}`, { token });
  if (res.status !== 200) throw new Error(`GET post ${id}: ${res.status} ${await res.text()}`);
  return (await res.json()) as ScheduledPost;
}

/** Reads the post until `done` holds (the worker runs in the background), or fails after `timeoutMs`. */
export async function waitForPost(t: TestApp, token: string, id: string, done: (p: ScheduledPost) => boolean, timeoutMs = 20_000): Promise<ScheduledPost> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const post = await getPost(t, token, id);
    if (done(post)) return post;
    if (Date.now() > deadline) throw new Error(`post ${id} stayed ${post.status} (${post.error ?? "no error"})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const settled = (p: ScheduledPost) => ["published", "failed", "missed"].includes(p.status);
