/** The MCP server with the SDK's official client over real HTTP (issue 29): an assistant drafts, generates and schedules. */
// First: the app extends zod with .openapi before any contract is built.
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatedApiKey } from "@/shared/contracts/api-keys";
import { messages } from "@/shared/messages";
import { serveAt } from "../../../../tests/helpers/serve-http";
import { startFakeWebhook, type FakeWebhook } from "../../../../tests/helpers/fake-webhook";
import { connect, createAccount, PUBLISHING_TEST_ENV, startWorkers } from "../../../../tests/helpers/publishing";
import { createUser } from "../../../../tests/helpers/users";
import { createTeamWorkspace, inWorkspace, personalWorkspaceOf } from "../../../../tests/helpers/workspaces";

let t: TestApp;
let hook: FakeWebhook;
let base: string;
let closeServer: () => Promise<void>;
let token: string;
let ownerId: string;
let workspace: string;
let account: string;
const clients: Client[] = [];

async function keyWith(scopes: string[]): Promise<string> {
  const res = await t.request(`/api/workspaces/${workspace}/api-keys`, { method: "POST", token, json: { name: `mcp ${scopes.join(" ")}`, scopes } });
  return ((await res.json()) as CreatedApiKey).key;
}

async function mcpClient(key: string): Promise<Client> {
  const client = new Client({ name: "content-studio-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
  clients.push(client);
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const structured = <T>(r: CallToolResult) => {
  expect(r.isError, JSON.stringify(r.content)).toBeFalsy();
  return r.structuredContent as T;
};

beforeAll(async () => {
  hook = await startFakeWebhook();
  t = await createTestApp({ env: { ...PUBLISHING_TEST_ENV, PUBLIC_URL: "http://127.0.0.1:3441" } });
  ({ base, close: closeServer } = await serveAt(t, 3441));
  const session = await createUser(t);
  token = session.access_token;
  ownerId = session.user.id;
  workspace = await personalWorkspaceOf(t, session.user.id);
  account = await createAccount(t, token, "webhook");
  await connect(t, token, account, { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret });
  await startWorkers(t);
}, 120_000);
afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await closeServer();
  await t.close();
  await hook.close();
});

describe("the MCP server", () => {
  it("lists its tools and the prompt library, generates, drafts and schedules a post that gets published", async () => {
    const client = await mcpClient(await keyWith(["read", "write", "publish"]));
    const tools = (await client.listTools()).tools.map((x) => x.name);
    expect(tools).toEqual(
      expect.arrayContaining(["list_workspaces", "list_brands", "list_accounts", "generate_post", "create_draft", "update_draft", "list_calendar", "schedule_post", "get_analytics"]),
    );
    expect((await client.listTools()).tools.find((x) => x.name === "schedule_post")?.outputSchema).toBeTruthy();

    const prompts = (await client.listPrompts()).prompts;
    expect(prompts.length).toBeGreaterThan(0);
    const filled = await client.getPrompt({ name: prompts[0].name, arguments: { topic: "Sourdough in Leeds" } });
    expect(JSON.stringify(filled.messages)).toContain("Sourdough in Leeds");

    const ws = structured<{ workspaces: { id: string; scopes: string[] }[] }>(await call(client, "list_workspaces"));
    expect(ws.workspaces).toEqual([expect.objectContaining({ id: workspace, scopes: ["read", "write", "publish"] })]);
    expect(structured<{ accounts: { id: string }[] }>(await call(client, "list_accounts")).accounts.map((a) => a.id)).toContain(account);

    const generated = structured<{ text: string }>(await call(client, "generate_post", { topic: "Our bakery now bakes sourdough every morning with local flour.", content_type: "social_media", platform: "mastodon", language: "en" }));
    expect(generated.text.length).toBeGreaterThan(20);

    const draft = structured<{ id: string; version: number; text: string }>(await call(client, "create_draft", { text: generated.text, content_type: "social_media" }));
    expect(draft.text).toBe(generated.text);
    const edited = structured<{ id: string; version: number; text: string }>(await call(client, "update_draft", { id: draft.id, text: `${generated.text} #sourdough` }));
    expect(edited).toMatchObject({ id: draft.id, version: draft.version + 1 });
    // The web's drafts API sees it.
    const viaApi = await t.request(`/api/drafts/${draft.id}`, { token });
    expect(((await viaApi.json()) as { data: { generatedPost: string } }).data.generatedPost).toBe(`${generated.text} #sourdough`);

    const scheduled = structured<{ posts: { id: string; status: string }[] }>(await call(client, "schedule_post", { account_ids: [account], draft_id: draft.id, publish_now: true }));
    expect(scheduled.posts).toHaveLength(1);
    const deadline = Date.now() + 20_000;
    let status = scheduled.posts[0].status;
    while (status !== "published" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      const cal = structured<{ posts: { id: string; status: string }[] }>(await call(client, "list_calendar", { from: new Date(Date.now() - 3_600_000).toISOString() }));
      status = cal.posts.find((p) => p.id === scheduled.posts[0].id)?.status ?? status;
    }
    expect(status).toBe("published");
    expect(hook.deliveries.map((d) => d.payload.post?.text)).toContain(`${generated.text} #sourdough`);

    const stats = structured<{ content_count: number; posts_by_status: Record<string, number>; ai: { calls: number } }>(await call(client, "get_analytics", { days: 7 }));
    expect(stats.posts_by_status.published).toBeGreaterThanOrEqual(1);
    expect(stats.content_count).toBeGreaterThanOrEqual(1);
  });

  it("refuses scheduling to a key without the publish scope, saying what to fix", async () => {
    const client = await mcpClient(await keyWith(["read", "write"]));
    const result = await call(client, "schedule_post", { account_ids: [account], text: "Not allowed", publish_now: true });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain(messages.apiKeys.scopeMissing("publish"));
    const before = hook.deliveries.length;
    await new Promise((r) => setTimeout(r, 300));
    expect(hook.deliveries.length).toBe(before);
    // A read-only key may look but not write.
    const reader = await mcpClient(await keyWith(["read"]));
    expect((await call(reader, "list_calendar")).isError).toBeFalsy();
    expect((await call(reader, "create_draft", { text: "no" })).isError).toBe(true);
  });

  it("a writer's key schedules a draft for approval: the post waits, it is not published", async () => {
    const writer = await createUser(t);
    const team = await createTeamWorkspace(t, ownerId, [{ userId: writer.user.id, role: "writer" }], "Approvals team");
    const accountRes = await t.request("/api/accounts", { method: "POST", token, json: { name: "team hook", handle: "@teamhook", platform: "webhook" }, headers: inWorkspace(team) });
    const teamAccount = ((await accountRes.json()) as { id: string }).id;
    await t.request(`/api/publishing-accounts/${teamAccount}`, { method: "PUT", token, json: { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret }, headers: inWorkspace(team) });
    const created = await t.request(`/api/workspaces/${team}/api-keys`, { method: "POST", token: writer.access_token, json: { name: "writer mcp", scopes: ["read", "write", "publish"] } });
    const client = await mcpClient(((await created.json()) as CreatedApiKey).key);
    const draft = structured<{ id: string }>(await call(client, "create_draft", { text: "A writer's post that waits for approval", content_type: "social_media" }));
    const now = await call(client, "schedule_post", { account_ids: [teamAccount], draft_id: draft.id, publish_now: true });
    expect(now.isError).toBe(true);
    const later = structured<{ posts: { status: string; needs_approval: boolean }[] }>(
      await call(client, "schedule_post", { account_ids: [teamAccount], draft_id: draft.id, scheduled_at: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    expect(later.posts).toEqual([expect.objectContaining({ status: "scheduled", needs_approval: true })]);
  });

  it("needs an API key", async () => {
    const res = await fetch(`${base}/mcp`, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) });
    expect(res.status).toBe(401);
    const bySession = await fetch(`${base}/mcp`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json", accept: "application/json, text/event-stream" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) });
    expect(bySession.status).toBe(401);
    expect(((await bySession.json()) as { error: { message: string } }).error.message).toBe(messages.mcp.keyRequired);
  });
});
