import { createHash } from "node:crypto";
import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { AppDeps, AppEnv } from "./app-env";
import { createAuthRouter } from "./auth/auth.routes";
import { isLoopbackHost } from "./config";
import { allowedHosts } from "./lib/allowed-hosts";
import { createDevMailboxApi, createDevMailboxPage } from "./features/dev/mailbox.routes";
import { renderDocsPage } from "./features/ops/docs-page";
import { createOpsRouter } from "./features/ops/ops.routes";
import { robotsTxt, sitemapXml } from "./features/ops/site-files";
import { opsEdge } from "./ops/request-edge";
import { apiEdge } from "./http/api-edge";
import { apiLimits } from "./http/api-limits";
import { API_KEY_SCOPES } from "@/shared/contracts/api-keys";
import { createMcpHandler } from "./features/mcp/mcp.server";
import { createOAuthProtocol } from "./features/oauth/oauth.protocol";
import { mcpResource } from "./features/oauth/oauth.service";
import { CachedRouter } from "./lib/cached-router";
import { isDatabaseUnavailable } from "./lib/db-errors";
import { HttpError, type ErrorBody } from "./lib/errors";
import { finishOpenApiDocument, type OpenApiDocument } from "./lib/openapi-document";
import { IMMUTABLE, loadStaticFiles, REVALIDATE, sendStaticFile, SHORT_LIVED, staticFile, type StaticFile } from "./lib/static-files";
import { featureRoutes } from "./routes";
import { messages } from "@/shared/messages";
import { PAGE_LOADER_SCRIPT } from "@/shared/page-loader";

/** An MCP request is a JSON-RPC message: a draft's text at most, well under this. */
const MCP_MAX_BODY_BYTES = 1024 * 1024;

export interface CreateAppOptions {
  /** Folder of the built web app to serve (index.html and assets); omitted in API-only tests. */
  webRoot?: string;
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>({ router: new CachedRouter() });

  // DNS rebinding: a foreign Host is refused before anything else runs (src/server/lib/allowed-hosts.ts).
  app.use("*", allowedHosts(deps.config));
  app.use("*", requestId());
  // c.get, not c.var, on every request: c.var builds a new object of all the variables each time it is read.
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    const log = deps.logger.child({ requestId: c.get("requestId") });
    c.set("log", log);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith("/api/")) {
      log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, "request");
    }
  });
  // Metrics by route template, and the answers of a draining or closed instance (src/server/ops).
  app.use("*", opsEdge);
  // A review link's page and API (issue 26), registered before secureHeaders so its answer's headers win: never indexed, never cached, and its address (the token) never sent
  // on as a referrer by a link the client follows.
  for (const path of ["/review/*", "/api/review/*"]) {
    app.use(path, async (c, next) => {
      await next();
      c.res.headers.set("Referrer-Policy", "no-referrer");
      c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
      c.res.headers.set("Cache-Control", "no-store");
    });
  }
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // The pre-rendered public pages' one inline script, by hash (src/shared/page-loader.ts).
        scriptSrc: ["'self'", PAGE_LOADER_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        // WebSockets only to this app's own origin (CSP 'self' does not cover ws: in every browser).
        connectSrc: ["'self'", ...ownWebSocketOrigins(deps.config.publicUrl)],
        fontSrc: ["'self'", "data:"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginResourcePolicy: "same-origin",
      referrerPolicy: "strict-origin-when-cross-origin",
    }),
  );
  if (deps.config.corsOrigins.length) {
    app.use(
      "/api/*",
      cors({
        origin: deps.config.corsOrigins,
        credentials: true,
        allowHeaders: ["Authorization", "Content-Type", "Idempotency-Key", "X-Workspace-Id"],
        exposeHeaders: ["RateLimit", "RateLimit-Policy", "Retry-After", "Idempotent-Replayed"],
        maxAge: 600,
      }),
    );
  }
  // Authentication, rate limits and body limits before a body is read; NUL and depth checked as it arrives.
  app.use("/api/*", apiEdge);
  // Rate limits with their RateLimit headers on every answer, and Idempotency-Key replays of POSTs (issue 29).
  app.use("/api/*", apiLimits);

  app.onError((err, c) => {
    const requestIdValue = c.var.requestId;
    if (err instanceof HttpError) {
      if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      const body: ErrorBody = {
        error: { code: err.code, message: err.message, request_id: requestIdValue, ...(err.details !== undefined ? { details: err.details } : {}) },
      };
      return c.json(body, err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const message = status === 400 ? messages.api.badRequest : err.message || messages.api.badRequest;
      return c.json({ error: { code: status === 400 ? "bad_request" : "http_error", message, request_id: requestIdValue } } satisfies ErrorBody, status);
    }
    if (err instanceof SyntaxError) {
      return c.json({ error: { code: "invalid_json", message: messages.api.invalidJson, request_id: requestIdValue } } satisfies ErrorBody, 400);
    }
    if (isDatabaseUnavailable(err)) {
      (c.var.log ?? deps.logger).warn({ err, path: c.req.path }, "database unavailable");
      c.header("Retry-After", "2");
      return c.json({ error: { code: "service_unavailable", message: messages.api.serviceUnavailable, request_id: requestIdValue } } satisfies ErrorBody, 503);
    }
    (c.var.log ?? deps.logger).error({ err, path: c.req.path }, "unhandled error");
    return c.json({ error: { code: "internal_error", message: messages.api.internal, request_id: requestIdValue } } satisfies ErrorBody, 500);
  });

  app.route("/api", createOpsRouter());
  app.route("/api/auth", createAuthRouter());
  // The mailbox shows sign-in links: never to a stranger (DESIGN §6). See config.mailbox for the modes.
  if (deps.config.mailbox !== "off") app.route("/api/dev", createDevMailboxApi(deps.config.mailbox));
  if (deps.config.mailbox === "open") app.route("/dev/mailbox", createDevMailboxPage());
  for (const [mountPath, factory] of featureRoutes) app.route(`/api${mountPath}`, factory());

  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", { type: "http", scheme: "bearer", bearerFormat: "JWT" });
  const openApiConfig = {
    openapi: "3.0.3",
    info: { title: "Content Studio API", version: "1.0.0", description: "The API behind the Content Studio web app." },
  };
  // Built once, on first request: the routes are fixed once createApp returns.
  let openApiDocument: OpenApiDocument | undefined;
  const document = () =>
    (openApiDocument ??= finishOpenApiDocument(app.getOpenAPIDocument(openApiConfig) as unknown as OpenApiDocument, { publicUrl: deps.config.publicUrl }));
  app.get("/api/openapi.json", (c) => c.json(document()));
  app.get("/api/docs", (c) => c.html(renderDocsPage(document())));

  // The MCP server for AI assistants (issue 29): an API key, the same limits, a bounded body; tools call the API above.
  app.use(
    "/mcp",
    bodyLimit({
      maxSize: MCP_MAX_BODY_BYTES,
      onError: () => {
        throw new HttpError(413, "payload_too_large", messages.api.payloadTooLarge);
      },
    }),
  );
  app.use("/mcp", apiLimits);
  // An assistant without credentials learns where to sign in (the MCP authorization flow, RFC 9728).
  app.use("/mcp", async (c, next) => {
    await next();
    if (c.res.status === 401) {
      const metadata = `${new URL(mcpResource(deps.config.publicUrl)).origin}/.well-known/oauth-protected-resource/mcp`;
      c.res.headers.set("WWW-Authenticate", `Bearer resource_metadata="${metadata}", scope="${API_KEY_SCOPES.join(" ")}"`);
    }
  });
  app.all(
    "/mcp",
    createMcpHandler((request, env) => app.fetch(request, env)),
  );

  app.route("/", createOAuthProtocol());

  app.all("/api/*", (c) => c.json({ error: { code: "not_found", message: messages.api.notFound, request_id: c.var.requestId } } satisfies ErrorBody, 404));

  const { publicUrl } = deps.config;
  app.get("/robots.txt", (c) => c.text(robotsTxt(publicUrl), 200, { "Cache-Control": "public, max-age=3600" }));
  app.get("/sitemap.xml", (c) =>
    c.body(sitemapXml(publicUrl), 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" }),
  );
  if (options.webRoot) mountWebApp(app, options.webRoot);
  return app;
}

/** ws(s):// of the public origin (and of localhost's other name when serving locally). */
function ownWebSocketOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const scheme = url.protocol === "https:" ? "wss:" : "ws:";
  const port = url.port ? `:${url.port}` : "";
  const hosts = isLoopbackHost(url.hostname) ? [url.host, `localhost${port}`, `127.0.0.1${port}`] : [url.host];
  return [...new Set(hosts)].map((h) => `${scheme}//${h}`);
}

/** Serves the built web app: precompressed, hashed assets immutable, the HTML revalidated (docs/operations.md). */
function mountWebApp(app: OpenAPIHono<AppEnv>, webRoot: string) {
  const files = loadStaticFiles(webRoot);
  const indexHtml =
    files.get("/index.html") ??
    staticFile("text/html; charset=utf-8", new TextEncoder().encode("<!doctype html><p>The web app is not built. Run npm run build.</p>"));
  files.delete("/index.html");
  // The public pages' own HTML (scripts/public-pages.ts): "/" is pages/landing.html, "/about" pages/about.html.
  const pages = new Map<string, StaticFile>();
  for (const [urlPath, file] of files) {
    const name = /^\/pages\/([a-z0-9-]+)\.html$/.exec(urlPath)?.[1];
    if (!name) continue;
    pages.set(name === "landing" ? "/" : `/${name}`, file);
    files.delete(urlPath);
  }
  app.get("*", (c) => {
    const page = pages.get(c.req.path);
    if (page) return sendStaticFile(c, page, REVALIDATE);
    const file = files.get(c.req.path);
    if (file) return sendStaticFile(c, file, c.req.path.startsWith("/assets/") ? IMMUTABLE : SHORT_LIVED);
    // A hashed file that is not there (a tab open across a deploy) must fail as a file, not parse HTML as script.
    if (c.req.path.startsWith("/assets/")) return c.text("Not found", 404);
    // Every other path is a client-side route: the SPA decides (including its not-found page).
    return sendStaticFile(c, indexHtml, REVALIDATE);
  });
}

const PAGE_LOADER_HASH = `'sha256-${createHash("sha256").update(PAGE_LOADER_SCRIPT).digest("base64")}'`;

export type App = ReturnType<typeof createApp>;
