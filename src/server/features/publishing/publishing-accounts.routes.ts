import { isIP } from "node:net";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/app-env";
import { requireCaller } from "@/server/auth/middleware";
import { badRequest, notFound, serviceUnavailable, unprocessable } from "@/server/lib/errors";
import { errorResponses, json, jsonBody, notYoursResponse, signedInMeta } from "@/server/lib/openapi";
import { createRouter } from "@/server/http/router";
import { publishWorkspaceChange, requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { secretHint } from "@/server/lib/secrets";
import { platformAdapters } from "./adapters/platform-adapters";
import { isPublicAddress } from "./adapters/public-address";
import { PublishError, type OpenPublishingAccount } from "./adapters/types";
import type { Publisher } from "./publisher";
import { PLATFORM_LABELS } from "@/shared/contracts/accounts";
import { WORKSPACE_CHANGED_EVENT, workspaceChannel } from "@/shared/contracts/workspaces";
import { idParamSchema, listResponse } from "@/shared/contracts/common";
import { chooseTargetBody, oauthStartSchema, publishingAccountBody, publishingAccountSchema, publishingAccountTestSchema, publishingTargetsSchema } from "@/shared/contracts/publishing";
import { OAUTH_PLATFORMS, isOAuthPlatform } from "./oauth/endpoints";
import { messages } from "@/shared/messages";
import { createPublishingAccountsRepository, secretContext, toPublishingAccount, type PublishingAccountValues } from "./publishing-accounts.repository";

const meta = signedInMeta("publishing-accounts");
const params = { params: idParamSchema };

const list = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/",
  summary: "The workspace's publishing accounts: the platform settings saved for each account (secrets are never answered)",
  responses: { 200: json(listResponse(publishingAccountSchema), "Connections"), ...errorResponses },
});
const get = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/{id}",
  summary: "One account's publishing account",
  request: params,
  responses: { 200: json(publishingAccountSchema, "The publishing account"), ...notYoursResponse, ...errorResponses },
});
const put = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("manage")] as const,
  method: "put",
  path: "/{id}",
  summary: "Connect an account to Bluesky, Mastodon or a webhook (credentials are encrypted at rest)",
  request: { ...params, body: { content: { "application/json": { schema: publishingAccountBody } }, required: true } },
  responses: {
    200: json(publishingAccountSchema, "The saved publishing account"),
    422: json(z.object({}), "The account's platform does not match, or the platform refused the credentials (its reason in the message)"),
    ...notYoursResponse,
    ...errorResponses,
  },
});
const remove = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("manage")] as const,
  method: "delete",
  path: "/{id}",
  summary: "Disconnect an account from its platform (removes its publishing account)",
  request: params,
  responses: { 204: { description: "Disconnected" }, ...notYoursResponse, ...errorResponses },
});
const test = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("manage")] as const,
  method: "post",
  path: "/{id}/test",
  summary: "Sign in to the platform (or ping the webhook) without posting",
  request: params,
  responses: {
    200: json(publishingAccountTestSchema, "Whether the publishing account works, and the platform's reason when not"),
    ...notYoursResponse,
    ...errorResponses,
  },
});

const oauthStart = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("manage")] as const,
  method: "post",
  path: "/{id}/oauth",
  summary: "Start connecting an account to LinkedIn or X with the platform's own sign-in: answers the address to send the browser to",
  request: params,
  responses: {
    200: json(oauthStartSchema, "The platform's authorize address (with state, and PKCE where the platform supports it)"),
    422: json(z.object({}), "The account's platform does not connect with OAuth, or its app is not set up on this server"),
    ...notYoursResponse,
    ...errorResponses,
  },
});
const targets = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/{id}/targets",
  summary: "Where a connected account may post (the Facebook Pages or Instagram accounts its member manages), and where it posts now",
  request: params,
  responses: { 200: json(publishingTargetsSchema, "The places"), ...notYoursResponse, ...errorResponses },
});
const chooseTarget = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("manage")] as const,
  method: "put",
  path: "/{id}/targets",
  summary: "Post from now on to another of the account's places (no new sign-in: its token was kept, sealed)",
  request: { ...params, ...jsonBody(chooseTargetBody) },
  responses: {
    200: json(publishingTargetsSchema, "The places, with the new current one"),
    422: json(z.object({}), "Not one of the account's places"),
    ...notYoursResponse,
    ...errorResponses,
  },
});
const oauthCallback = createRoute({
  tags: ["publishing-accounts"],
  method: "get",
  path: "/oauth/{platform}/callback",
  summary: "Where the platform sends the browser back: the state (single use, 10 minutes, bound to the member and workspace) is checked and the code exchanged; redirects to /accounts",
  request: {
    params: z.object({ platform: z.enum(OAUTH_PLATFORMS) }),
    query: z.object({ code: z.string().max(4000).optional(), state: z.string().max(200).optional(), error: z.string().max(200).optional(), error_description: z.string().max(1000).optional() }),
  },
  responses: { 302: { description: "Back to /accounts, with `connected=<account id>` or `connect_error=<reason>`" } },
});

/** A user-given address must be https to a public host unless PUBLISH_ALLOW_PRIVATE_HOSTS (checked again, resolved, at each call). */
function checkAddress(raw: string, allowPrivate: boolean) {
  const url = new URL(raw);
  if (allowPrivate) {
    if (url.protocol !== "https:" && url.protocol !== "http:") throw badRequest(messages.publishing.badUrl);
    return;
  }
  if (url.protocol !== "https:") throw badRequest(messages.publishing.badUrl);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost") || (isIP(host) !== 0 && !isPublicAddress(host))) {
    throw badRequest(messages.publishing.privateHost);
  }
}

function toValues(
  body: z.output<typeof publishingAccountBody>,
): Omit<PublishingAccountValues, "secretSealed" | "checkedAt" | "checkError"> & { secret: string } {
  switch (body.platform) {
    case "bluesky":
      return {
        platform: "bluesky",
        settings: { service_url: body.service_url.replace(/\/$/, ""), identifier: body.identifier.replace(/^@/, "") },
        secret: body.app_password,
        secretHint: secretHint(body.app_password),
      };
    case "mastodon":
      return {
        platform: "mastodon",
        settings: { instance_url: body.instance_url.replace(/\/$/, "") },
        secret: body.access_token,
        secretHint: secretHint(body.access_token),
      };
    case "webhook":
      return { platform: "webhook", settings: { webhook_url: body.webhook_url }, secret: body.secret, secretHint: secretHint(body.secret) };
  }
}

interface Check {
  ok: boolean;
  /** The platform (or our own address check) said no for good: wrong credentials, a refused address. */
  refused: boolean;
  /** "Publishing account works. @alice" or the platform's reason. */
  message: string;
}

/** Signs in to the platform (or pings the webhook) without posting. */
async function checkPublishingAccount(publisher: Publisher, open: () => OpenPublishingAccount | Promise<OpenPublishingAccount>): Promise<Check> {
  try {
    const account = await open();
    const who = await platformAdapters[account.platform].test(account, publisher.platformOptions());
    return { ok: true, refused: false, message: `${messages.publishing.accountWorks} ${who}` };
  } catch (err) {
    if (!(err instanceof PublishError)) throw err;
    return { ok: false, refused: err.kind === "permanent", message: err.message };
  }
}

const repo = (c: Context<AppEnv>) => createPublishingAccountsRepository(c.var.deps.database.db);

export function createPublishingAccountsRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const rows = await repo(c).list(c.var.workspace.id);
    return c.json({ data: rows.map(toPublishingAccount), next_cursor: null }, 200);
  });

  router.openapi(get, async (c) => {
    const row = await repo(c).find(c.var.workspace.id, c.req.valid("param").id);
    if (!row) throw notFound();
    return c.json(toPublishingAccount(row), 200);
  });

  router.openapi(
    put,
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json") as z.output<typeof publishingAccountBody>;
      const account = await repo(c).findAccount(c.var.workspace.id, id);
      if (!account) throw notFound();
      if (account.platform !== body.platform)
        throw unprocessable(messages.publishing.platformMismatch(PLATFORM_LABELS[account.platform], PLATFORM_LABELS[body.platform]));
      const allowPrivate = c.var.deps.config.publishing.allowPrivateHosts;
      for (const key of ["service_url", "instance_url", "webhook_url"] as const) {
        const value = (body as Partial<Record<typeof key, string>>)[key];
        if (value) checkAddress(value, allowPrivate);
      }
      const publisher = c.var.deps.services.publisher;
      if (!publisher) throw serviceUnavailable();
      const { secret, ...values } = toValues(body);
      // Saved only once the platform takes the credentials: a wrong app password is refused here with the
      // platform's reason, not stored as connected. A platform that cannot be reached right now does not block
      // saving; the failed check is stored and shown on the account and in the schedule dialog.
      const check = await checkPublishingAccount(
        publisher,
        () => ({ platform: values.platform, settings: values.settings, secret }) as unknown as OpenPublishingAccount,
      );
      if (check.refused) throw unprocessable(check.message, "credentials_refused");
      const sealed = c.var.deps.secrets.seal(secret, secretContext(id));
      const now = c.var.deps.clock.now().toISOString();
      const row = await repo(c).upsert(
        c.var.workspace.id,
        c.var.user.id,
        id,
        { ...values, secretSealed: sealed, checkedAt: now, checkError: check.ok ? null : check.message },
        now,
      );
      await publishWorkspaceChange(c, "publishingAccounts", id);
      return c.json(toPublishingAccount(row), 200);
    },
  );

  router.openapi(oauthStart, async (c) => {
    const { id } = c.req.valid("param");
    const account = await repo(c).findAccount(c.var.workspace.id, id);
    if (!account) throw notFound();
    if (!isOAuthPlatform(account.platform)) throw unprocessable(messages.publishing.notPublishable, "not_oauth");
    const publisher = c.var.deps.services.publisher;
    if (!publisher) throw serviceUnavailable();
    try {
      const url = await publisher.oauth.start({ workspaceId: c.var.workspace.id, userId: c.var.user.id, accountId: id }, account.platform);
      return c.json({ authorize_url: url }, 200);
    } catch (err) {
      if (err instanceof PublishError) throw unprocessable(err.message, "oauth_not_configured");
      throw err;
    }
  });

  router.openapi(targets, async (c) => {
    const { id } = c.req.valid("param");
    const publisher = c.var.deps.services.publisher;
    if (!publisher) throw serviceUnavailable();
    const answer = await publisher.oauth.targets(c.var.workspace.id, id);
    if (!answer) throw notFound();
    return c.json(answer, 200);
  });

  router.openapi(chooseTarget, async (c) => {
    const { id } = c.req.valid("param");
    const publisher = c.var.deps.services.publisher;
    if (!publisher) throw serviceUnavailable();
    const outcome = await publisher.oauth.chooseTarget(c.var.workspace.id, id, c.req.valid("json").target_id);
    if (outcome === "missing") throw notFound();
    if (outcome === "unknown_target") throw unprocessable(messages.publishing.unknownTarget, "unknown_target");
    await publishWorkspaceChange(c, "publishingAccounts", id);
    return c.json((await publisher.oauth.targets(c.var.workspace.id, id))!, 200);
  });

  router.openapi(oauthCallback, async (c) => {
    const { platform } = c.req.valid("param");
    const publisher = c.var.deps.services.publisher;
    if (!publisher) throw serviceUnavailable();
    const back = new URL("/accounts", c.var.deps.config.publicUrl);
    try {
      const outcome = await publisher.oauth.complete(platform, c.req.valid("query"));
      back.searchParams.set("account", outcome.accountId);
      if (outcome.error) back.searchParams.set("connect_error", outcome.error);
      else {
        back.searchParams.set("connected", outcome.accountId);
        await publisher.sendWaiting(outcome.workspaceId, outcome.accountId);
        c.var.deps.services.realtime
          ?.publish(workspaceChannel(outcome.workspaceId), WORKSPACE_CHANGED_EVENT, { resource: "publishingAccounts", id: outcome.accountId, by: outcome.userId })
          .catch(() => undefined);
      }
    } catch (err) {
      if (!(err instanceof PublishError)) throw err;
      back.searchParams.set("connect_error", err.message);
    }
    return c.redirect(back.toString(), 302);
  });

  router.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    if (!(await repo(c).remove(c.var.workspace.id, id))) throw notFound();
    await publishWorkspaceChange(c, "publishingAccounts", id);
    return c.body(null, 204);
  });

  router.openapi(test, async (c) => {
    const { id } = c.req.valid("param");
    const publisher = c.var.deps.services.publisher;
    if (!publisher) throw serviceUnavailable();
    const row = await repo(c).find(c.var.workspace.id, id);
    if (!row) throw notFound();
    const { ok, message } = await checkPublishingAccount(publisher, () => publisher.openPublishingAccount(c.var.workspace.id, id));
    const now = c.var.deps.clock.now().toISOString();
    await repo(c).recordCheck(c.var.workspace.id, id, ok ? null : message, now);
    await publishWorkspaceChange(c, "publishingAccounts", id);
    return c.json({ ok, message, checked_at: now }, 200);
  });

  return router;
}
