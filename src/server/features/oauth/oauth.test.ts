/**
 * The MCP authorization flow (issue 29 point 4) with the SDK's official client: it finds the resource and
 * authorization server metadata from /mcp's 401, registers itself, sends its person to the consent page (here:
 * the consent API, as the page calls it), exchanges the code with its PKCE verifier, and calls tools with the key it
 * got; refresh rotates, a reused refresh token revokes, a key without publish scope is refused.
 */
// First: the app extends zod with .openapi before any contract is built.
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { UnauthorizedError, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiKey } from "@/shared/contracts/api-keys";
import { messages } from "@/shared/messages";
import { serveAt } from "../../../../tests/helpers/serve-http";
import { createUser } from "../../../../tests/helpers/users";
import { personalWorkspaceOf } from "../../../../tests/helpers/workspaces";
import { redirectUriProblem, verifierMatches } from "./oauth.service";

const PORT = 3443;
const REDIRECT = "http://127.0.0.1:9/callback";
let t: TestApp;
let base: string;
let closeServer: () => Promise<void>;
let token: string;
let workspace: string;

/** An assistant's storage and browser: the authorization URL it would open is kept for the test to act on. */
class TestProvider implements OAuthClientProvider {
  info?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = "";
  authorizationUrl?: URL;
  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: "Test Assistant",
      redirect_uris: [REDIRECT],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    };
  }
  state() {
    return "state-123";
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/** The person on the consent page: reads the request, then allows it in a workspace with some scopes. */
async function consent(url: URL, scopes?: string[]): Promise<URL> {
  const query = Object.fromEntries(url.searchParams);
  const preview = await t.request(`/api/oauth/authorization?${url.searchParams}`, { token });
  expect(preview.status).toBe(200);
  expect(await preview.json()).toMatchObject({ client_name: "Test Assistant", redirect_host: "127.0.0.1:9" });
  const res = await t.request("/api/oauth/authorization", {
    method: "POST",
    token,
    json: { ...query, decision: "allow", workspace_id: workspace, ...(scopes ? { scopes } : {}) },
  });
  expect(res.status).toBe(200);
  return new URL(((await res.json()) as { redirect_to: string }).redirect_to);
}

/** The whole flow with the SDK: first connect fails with UnauthorizedError, consent, finishAuth, connect again. */
async function authorizedClient(scopes?: string[]) {
  const provider = new TestProvider();
  const url = new URL(`${base}/mcp`);
  const first = new StreamableHTTPClientTransport(url, { authProvider: provider });
  await expect(new Client({ name: "t", version: "1" }).connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
  expect(provider.authorizationUrl?.pathname).toBe("/oauth/authorize");
  const back = await consent(provider.authorizationUrl!, scopes);
  expect(back.searchParams.get("state")).toBe("state-123");
  await first.finishAuth(back.searchParams.get("code")!);
  const client = new Client({ name: "t", version: "1" });
  await client.connect(new StreamableHTTPClientTransport(url, { authProvider: provider }));
  return { client, provider };
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: `http://127.0.0.1:${PORT}` } });
  ({ base, close: closeServer } = await serveAt(t, PORT));
  const session = await createUser(t);
  token = session.access_token;
  workspace = await personalWorkspaceOf(t, session.user.id);
}, 120_000);
afterAll(async () => {
  await closeServer();
  await t.close();
});

describe("the MCP authorization flow", () => {
  it("tells an assistant without credentials where to sign in, and serves both metadata documents", async () => {
    const res = await fetch(`${base}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: "{}",
    });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toContain(`resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`);
    const resource = (await (await fetch(`${base}/.well-known/oauth-protected-resource/mcp`)).json()) as Record<string, unknown>;
    expect(resource).toMatchObject({ resource: `${base}/mcp`, authorization_servers: [base] });
    const server = (await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;
    expect(server).toMatchObject({ issuer: base, token_endpoint: `${base}/oauth/token`, code_challenge_methods_supported: ["S256"] });
  });

  it("signs an assistant in with the official client: registration, consent, PKCE code exchange, then tools work", async () => {
    const { client, provider } = await authorizedClient(["read", "write"]);
    expect(provider.saved?.access_token).toMatch(/^cs_oat_/);
    expect(provider.saved?.scope).toBe("read write");
    const tools = (await client.listTools()).tools.map((x) => x.name);
    expect(tools).toContain("create_draft");
    const draft = (await client.callTool({
      name: "create_draft",
      arguments: { text: "Drafted by an assistant that signed in", content_type: "social_media" },
    })) as CallToolResult;
    expect(draft.isError).toBeFalsy();
    // Granted read and write only: publishing is refused with what to fix.
    const publish = (await client.callTool({ name: "schedule_post", arguments: { account_ids: [], text: "x", publish_now: true } })) as CallToolResult;
    expect(publish.isError).toBe(true);
    // The person sees the assistant among the workspace's keys, and revoking it stops it at once.
    const keys = ((await (await t.request(`/api/workspaces/${workspace}/api-keys`, { token })).json()) as { data: ApiKey[] }).data;
    const key = keys.find((k) => k.name === "Assistant: Test Assistant");
    expect(key).toMatchObject({ scopes: ["read", "write"] });
    expect((await t.request(`/api/workspaces/${workspace}/api-keys/${key!.id}`, { method: "DELETE", token })).status).toBe(204);
    await expect(client.listTools()).rejects.toThrow();
    await client.close();
  });

  it("rotates the refresh token, and a reused one revokes the key", async () => {
    const { client, provider } = await authorizedClient();
    await client.close();
    const first = provider.saved!;
    const refresh = (rt: string) =>
      fetch(`${base}/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "refresh_token", refresh_token: rt, client_id: (provider.info as { client_id: string }).client_id }),
      });
    const res = await refresh(first.refresh_token!);
    expect(res.status).toBe(200);
    const second = (await res.json()) as OAuthTokens;
    expect(second.access_token).not.toBe(first.access_token);
    const call = (tok: string) =>
      fetch(`${base}/mcp`, {
        method: "POST",
        headers: { authorization: `Bearer ${tok}`, "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      });
    expect((await call(first.access_token)).status).toBe(401);
    expect((await call(second.access_token)).status).toBe(200);
    // The first refresh token again: someone holds a copy. Refused, and the key stops working for everyone.
    const reused = await refresh(first.refresh_token!);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: "invalid_grant" });
    expect((await call(second.access_token)).status).toBe(401);
  });

  it("refuses a wrong verifier, a used code, an unregistered redirect and an unknown client", async () => {
    const provider = new TestProvider();
    const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { authProvider: provider });
    await expect(new Client({ name: "t", version: "1" }).connect(transport)).rejects.toBeInstanceOf(UnauthorizedError);
    const url = provider.authorizationUrl!;
    const clientId = url.searchParams.get("client_id")!;
    const code = (await consent(url)).searchParams.get("code")!;
    const exchange = (verifier: string) =>
      fetch(`${base}/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "authorization_code", code, code_verifier: verifier, client_id: clientId, redirect_uri: REDIRECT }),
      });
    const wrong = await exchange("x".repeat(43));
    expect(await wrong.json()).toMatchObject({ error: "invalid_grant", error_description: messages.oauth.verifierInvalid });
    // A code is taken once, even by a failed attempt.
    expect(await (await exchange(provider.verifier)).json()).toMatchObject({ error: "invalid_grant" });

    const elsewhere = new URLSearchParams(url.searchParams);
    elsewhere.set("redirect_uri", "https://attacker.example/cb");
    const refused = await t.request(`/api/oauth/authorization?${elsewhere}`, { token });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(messages.oauth.redirectMismatch);
    const unknown = new URLSearchParams(url.searchParams);
    unknown.set("client_id", "00000000-0000-4000-8000-000000000000");
    expect((await t.request(`/api/oauth/authorization?${unknown}`, { token })).status).toBe(400);
    // Deny goes back to the assistant with access_denied.
    const denied = await t.request("/api/oauth/authorization", { method: "POST", token, json: { ...Object.fromEntries(url.searchParams), decision: "deny" } });
    expect(new URL(((await denied.json()) as { redirect_to: string }).redirect_to).searchParams.get("error")).toBe("access_denied");
  });

  it("registers only https or loopback redirect addresses", async () => {
    const register = (uris: string[]) =>
      fetch(`${base}/oauth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ client_name: "X", redirect_uris: uris }),
      });
    expect((await register(["http://evil.example/cb"])).status).toBe(400);
    expect((await register(["javascript:alert(1)"])).status).toBe(400);
    expect((await register(["https://assistant.example/cb"])).status).toBe(201);
    expect(redirectUriProblem("http://localhost:3334/cb")).toBeNull();
    expect(redirectUriProblem("https://a.example/cb#frag")).not.toBeNull();
    expect(verifierMatches("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk", "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")).toBe(true);
  });
});
