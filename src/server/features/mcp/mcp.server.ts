/**
 * The MCP server (issue 29 point 4) at /mcp: Streamable HTTP (stateless, JSON answers) with the official TypeScript
 * SDK, authorised by an API key. Each tool calls the product's own documented API in-process with the caller's key,
 * so every check a script meets (the key's workspace, its scopes, the person's role, rate limits, budgets) holds
 * for an assistant too, and generation is the very route the web's content pages call (the AI gateway, with the
 * built-in offline writer when no provider is configured). Results are small and typed (output schemas); a refused
 * call answers `isError` with the API's own message, which says what to fix.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { AppEnv } from "@/server/app-env";
import { findMembership } from "@/server/db/memberships";
import { workspaces } from "@/server/db/schema";
import { unauthorized } from "@/server/lib/errors";
import { CONTENT_TYPES } from "@/shared/content-types";
import type { Brand } from "@/shared/contracts/brands";
import type { Draft, DraftData } from "@/shared/contracts/drafts";
import type { LibraryPrompt } from "@/shared/contracts/prompt-library";
import type { PublishingAccount, ScheduledPost } from "@/shared/contracts/publishing";
import type { DashboardSummary } from "@/shared/contracts/dashboard";
import type { UsageReport } from "@/shared/contracts/usage";
import { messages } from "@/shared/messages";

/** The app's own fetch: tools call the API as the caller would, in-process. */
export type AppFetch = (request: Request, env: unknown) => Response | Promise<Response>;

class ApiRefusal extends Error {}

/** A caller bound to one request: the key, the app's origin and the Node bindings (so the client address stays). */
function apiOf(c: Context<AppEnv>, fetchApp: AppFetch) {
  const origin = new URL(c.var.deps.config.publicUrl).origin;
  const authorization = c.req.header("authorization")!;
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const headers = new Headers({ authorization });
    if (body !== undefined) headers.set("content-type", "application/json");
    const forwarded = c.req.header("x-forwarded-for");
    if (forwarded) headers.set("x-forwarded-for", forwarded);
    const res = await fetchApp(new Request(`${origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), c.env);
    const text = await res.text();
    const json = text ? (JSON.parse(text) as unknown) : undefined;
    if (!res.ok) {
      const message = (json as { error?: { message?: string } } | undefined)?.error?.message ?? res.statusText;
      throw new ApiRefusal(messages.mcp.failed(res.status, message));
    }
    return json as T;
  };
}

const ok = <T extends Record<string, unknown>>(result: T): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(result) }],
  structuredContent: result,
});
const refused = (err: unknown): CallToolResult => {
  if (err instanceof ApiRefusal) return { isError: true, content: [{ type: "text", text: err.message }] };
  throw err;
};
/** Runs a tool; the API's refusals become tool errors the assistant can read and act on. */
const tool =
  <A, T extends Record<string, unknown>>(run: (args: A) => Promise<T>) =>
  async (args: A): Promise<CallToolResult> => {
    try {
      return ok(await run(args));
    } catch (err) {
      return refused(err);
    }
  };

const contentType = z.enum(CONTENT_TYPES).describe("The kind of content: social_media, email_broadcast, newsletter, article or general");
const draftOut = { id: z.string(), page: z.string(), version: z.number(), text: z.string(), updated_at: z.string() };
const postOut = z.object({
  id: z.string(),
  account_id: z.string(),
  platform: z.string(),
  status: z.string(),
  scheduled_at: z.string(),
  published_at: z.string().nullable(),
  post_url: z.string().nullable(),
  error: z.string().nullable(),
  text: z.string(),
  /** A writer's post in a workspace with approvals: it waits until a publisher approves its draft. */
  needs_approval: z.boolean(),
});
const toPost = (p: ScheduledPost) => ({
  id: p.id,
  account_id: p.account_id,
  platform: p.platform,
  status: p.status,
  scheduled_at: p.scheduled_at,
  published_at: p.published_at,
  post_url: p.post_url,
  error: p.error,
  text: p.content,
  needs_approval: p.needs_approval,
});
const toDraft = (d: Draft) => ({ id: d.id, page: d.page, version: d.version, text: d.data.generatedPost || d.data.textContent, updated_at: d.updated_at });

/** A draft's data holding one text (as the content page keeps a generated post and its first version). */
function draftDataWith(text: string, topic: string, now: string, base?: DraftData): DraftData {
  const versions = [...(base?.versions ?? []), { content: text, timestamp: now }];
  return {
    contentType: "text",
    textContent: topic,
    files: [],
    selectedPromptId: "",
    selectedModelId: "",
    additionalContext: "",
    imageUrls: [],
    selectedImages: [],
    isAlternative: false,
    alternativeIndex: null,
    totalAlternatives: null,
    ...base,
    generatedPost: text,
    versions,
    currentVersionIndex: versions.length - 1,
  };
}

function buildServer(c: Context<AppEnv>, fetchApp: AppFetch, library: LibraryPrompt[]): McpServer {
  const api = apiOf(c, fetchApp);
  const key = c.var.user.apiKey!;
  const now = () => c.var.deps.clock.now().toISOString();
  const server = new McpServer(
    { name: "content-studio", version: "1.0.0" },
    { instructions: "Content Studio: draft, generate and schedule posts in one workspace (the API key's)." },
  );

  server.registerTool(
    "list_workspaces",
    {
      description: "The workspace this API key acts in (a key belongs to exactly one), with your role there and the key's scopes.",
      outputSchema: { workspaces: z.array(z.object({ id: z.string(), name: z.string(), kind: z.string(), role: z.string(), scopes: z.array(z.string()) })) },
    },
    tool(async () => {
      const db = c.var.deps.database.db;
      const membership = await findMembership(db, c.var.user.id, key.workspaceId);
      const [row] = await db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, key.workspaceId));
      return {
        workspaces: membership && row ? [{ id: membership.id, name: row.name, kind: membership.kind, role: membership.role, scopes: [...key.scopes] }] : [],
      };
    }),
  );

  server.registerTool(
    "list_brands",
    {
      description: "The workspace's brands (voice, audience, language); pass a brand's id to generate_post to write in its voice.",
      outputSchema: {
        brands: z.array(
          z.object({ id: z.string(), name: z.string(), voice: z.string().nullable(), audience: z.string().nullable(), language: z.string().nullable() }),
        ),
      },
    },
    tool(async () => {
      const { data } = await api<{ data: Brand[] }>("GET", "/api/brands?limit=100");
      return {
        brands: data.map((b) => ({
          id: b.id,
          name: b.brand_name,
          voice: b.brand_voice,
          audience: b.target_audience,
          language: (b as { language?: string | null }).language ?? null,
        })),
      };
    }),
  );

  server.registerTool(
    "list_accounts",
    {
      description: "The workspace's connected publishing accounts (Bluesky, Mastodon, webhook); schedule_post takes their ids.",
      outputSchema: { accounts: z.array(z.object({ id: z.string(), platform: z.string(), ready: z.boolean(), problem: z.string().nullable() })) },
    },
    tool(async () => {
      const { data } = await api<{ data: PublishingAccount[] }>("GET", "/api/publishing-accounts");
      return { accounts: data.map((a) => ({ id: a.account_id, platform: a.platform, ready: !a.check_error, problem: a.check_error })) };
    }),
  );

  server.registerTool(
    "generate_post",
    {
      description: "Write a post with the workspace's AI (the same generation as the content pages; it is recorded in History). Needs the write scope.",
      inputSchema: {
        topic: z.string().min(1).describe("What the post is about: notes, a source text or a one-line brief"),
        content_type: contentType.default("social_media"),
        platform: z.string().max(40).optional().describe("Where it will appear, e.g. bluesky, mastodon, linkedin (shapes length and tone)"),
        brand_id: z.string().uuid().optional().describe("A brand of list_brands: written in its voice and language"),
        language: z.string().max(10).optional().describe("An output language code (en, de, fr, ...); default: the brand's, else English"),
        prompt_id: z.string().optional().describe("A prompt of the library (prompts/list); default: the library's first prompt for the content type"),
      },
      outputSchema: { text: z.string(), history_id: z.string().nullable() },
    },
    tool(
      async (args: {
        topic: string;
        content_type: (typeof CONTENT_TYPES)[number];
        platform?: string;
        brand_id?: string;
        language?: string;
        prompt_id?: string;
      }) => {
        const prompt = args.prompt_id ? library.find((p) => p.id === args.prompt_id) : library.find((p) => p.type === args.content_type && p.is_active);
        if (!prompt) throw new ApiRefusal(messages.mcp.noPromptForType(args.content_type));
        const result = await api<{ content: string; historyId?: string | null }>("POST", "/api/functions/generate-text-post", {
          textContent: args.topic,
          promptText: prompt.prompt_text,
          additionalContext: args.platform ? `Platform: ${args.platform}` : undefined,
          contentType: args.content_type,
          brandId: args.brand_id,
          language: args.language,
        });
        return { text: result.content, history_id: result.historyId ?? null };
      },
    ),
  );

  server.registerTool(
    "create_draft",
    {
      description: "Save a text as a draft on a content page of the workspace (members see it at once). Needs the write scope.",
      inputSchema: {
        text: z.string().min(1),
        content_type: contentType.default("social_media"),
        topic: z.string().optional().describe("The brief or source the text came from"),
      },
      outputSchema: draftOut,
    },
    tool(async (args: { text: string; content_type: (typeof CONTENT_TYPES)[number]; topic?: string }) => {
      const draft = await api<Draft>("POST", "/api/drafts", { page: args.content_type, position: 0, data: draftDataWith(args.text, args.topic ?? "", now()) });
      return toDraft(draft);
    }),
  );

  server.registerTool(
    "update_draft",
    {
      description: "Replace a draft's text (kept as a new version of it). Needs the write scope.",
      inputSchema: { id: z.string().uuid(), text: z.string().min(1) },
      outputSchema: draftOut,
    },
    tool(async (args: { id: string; text: string }) => {
      for (let attempt = 0; ; attempt++) {
        const current = await api<Draft>("GET", `/api/drafts/${args.id}`);
        try {
          return toDraft(
            await api<Draft>("PATCH", `/api/drafts/${args.id}`, {
              base_version: current.version,
              data: draftDataWith(args.text, current.data.textContent, now(), current.data),
            }),
          );
        } catch (err) {
          // Someone changed it in between: apply the text to the newer version.
          if (!(err instanceof ApiRefusal && err.message.includes("(409)")) || attempt >= 2) throw err;
        }
      }
    }),
  );

  server.registerTool(
    "list_calendar",
    {
      description: "Scheduled and sent posts between two times (default: the next 30 days), soonest first.",
      inputSchema: { from: z.string().optional().describe("ISO time with offset"), to: z.string().optional().describe("ISO time with offset") },
      outputSchema: { posts: z.array(postOut) },
    },
    tool(async (args: { from?: string; to?: string }) => {
      const from = args.from ?? now();
      const to = args.to ?? new Date(new Date(from).getTime() + 30 * 86_400_000).toISOString();
      const { data } = await api<{ data: ScheduledPost[] }>("GET", `/api/scheduled-posts?${new URLSearchParams({ from, to })}`);
      return { posts: data.map(toPost) };
    }),
  );

  server.registerTool(
    "schedule_post",
    {
      description:
        "Schedule a text (or a draft's text) to publishing accounts at a time, or publish now. Needs the publish scope. A writer (in a workspace with approvals) schedules a draft at a time: the post waits for a publisher's approval (needs_approval).",
      inputSchema: {
        account_ids: z.array(z.string().uuid()).min(1).describe("Ids from list_accounts"),
        text: z.string().optional(),
        draft_id: z.string().uuid().optional().describe("Use this draft's text instead of text"),
        scheduled_at: z.string().optional().describe("ISO time with offset"),
        publish_now: z.boolean().optional(),
        content_type: contentType.default("social_media"),
      },
      outputSchema: { posts: z.array(postOut) },
    },
    tool(
      async (args: {
        account_ids: string[];
        text?: string;
        draft_id?: string;
        scheduled_at?: string;
        publish_now?: boolean;
        content_type: (typeof CONTENT_TYPES)[number];
      }) => {
        if (!args.scheduled_at && !args.publish_now) throw new ApiRefusal(messages.mcp.whenRequired);
        let text = args.text;
        if (!text && args.draft_id) text = toDraft(await api<Draft>("GET", `/api/drafts/${args.draft_id}`)).text;
        if (!text) throw new ApiRefusal(messages.mcp.textOrDraft);
        const { data } = await api<{ data: ScheduledPost[] }>("POST", "/api/scheduled-posts", {
          account_ids: args.account_ids,
          content: text,
          content_type: args.content_type,
          ...(args.draft_id ? { draft_id: args.draft_id } : {}),
          ...(args.publish_now ? { publish_now: true } : { scheduled_at: args.scheduled_at }),
        });
        return { posts: data.map(toPost) };
      },
    ),
  );

  server.registerTool(
    "get_analytics",
    {
      description: "What the workspace has made and sent: content and image counts, posts by status, and AI usage (calls, tokens, cost) of the last days.",
      inputSchema: { days: z.union([z.literal(7), z.literal(30), z.literal(90)]).default(30) },
      outputSchema: {
        content_count: z.number(),
        image_count: z.number(),
        posts_by_status: z.record(z.string(), z.number()),
        ai: z.object({ days: z.number(), calls: z.number(), tokens_in: z.number(), tokens_out: z.number(), errors: z.number(), cost: z.number().nullable() }),
      },
    },
    tool(async (args: { days: number }) => {
      const to = now();
      const from = new Date(new Date(to).getTime() - args.days * 86_400_000).toISOString();
      const [summary, usage, posts] = await Promise.all([
        api<DashboardSummary>("GET", "/api/dashboard/summary"),
        api<UsageReport>("GET", `/api/usage?days=${args.days}`),
        api<{ data: ScheduledPost[] }>(
          "GET",
          `/api/scheduled-posts?${new URLSearchParams({ from, to: new Date(new Date(to).getTime() + 365 * 86_400_000).toISOString() })}`,
        ),
      ]);
      const byStatus: Record<string, number> = {};
      for (const p of posts.data) byStatus[p.status] = (byStatus[p.status] ?? 0) + 1;
      const { calls, tokens_in, tokens_out, errors, cost } = usage.totals;
      return {
        content_count: summary.content_count,
        image_count: summary.image_count,
        posts_by_status: byStatus,
        ai: { days: usage.days, calls, tokens_in, tokens_out, errors, cost },
      };
    }),
  );

  // The prompt library as MCP prompts: each fills in its text, with the topic when one is given.
  for (const prompt of library) {
    server.registerPrompt(
      `library-${prompt.id}`,
      { title: prompt.name, description: prompt.description ?? `${prompt.type} prompt`, argsSchema: { topic: z.string().optional() } },
      ({ topic }) => ({
        description: prompt.description ?? prompt.name,
        messages: [{ role: "user", content: { type: "text", text: topic ? `${prompt.prompt_text}\n\n${topic}` : prompt.prompt_text } }],
      }),
    );
  }
  return server;
}

/** POST/GET/DELETE /mcp: one stateless server and transport per request (the SDK's stateless pattern). */
export function createMcpHandler(fetchApp: AppFetch) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    if (!c.var.user?.apiKey) throw unauthorized(messages.mcp.keyRequired, "api_key_required");
    const library = c.req.method === "POST" ? (await apiOf(c, fetchApp)<{ data: LibraryPrompt[] }>("GET", "/api/prompt-library")).data : [];
    const server = buildServer(c, fetchApp, library);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw, { parsedBody: c.req.method === "POST" ? await c.req.json() : undefined });
    } finally {
      await server.close().catch(() => undefined);
    }
  };
}
