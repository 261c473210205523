/**
 * DELETE /api/account (issue 25): the signed-in user deletes their own account, with the password and the typed
 * word; refused while they own a team workspace (named in the answer). See ./account.service.ts for what goes.
 */
import { createRoute } from "@hono/zod-openapi";
import { deleteCookie } from "hono/cookie";
import { eq } from "drizzle-orm";
import { requireUser } from "@/server/auth/middleware";
import { verifyPassword } from "@/server/auth/passwords";
import { users } from "@/server/db/schema";
import { enforceRate, limitClientIp } from "@/server/http/enforce-rate";
import { createRouter } from "@/server/http/router";
import { badRequest, unauthorized } from "@/server/lib/errors";
import { errorResponses, json, jsonBody, signedInMeta } from "@/server/lib/openapi";
import { errorSchema } from "@/shared/contracts/common";
import { deleteAccountBody } from "@/shared/contracts/instance-admin";
import { messages } from "@/shared/messages";
import { createAccountService } from "./account.service";

/** Password checks when deleting, per user (as for the account form's current password). */
const reauthRule = { burst: 5, refillPerSecond: 1 / 60 };

const remove = createRoute({
  ...signedInMeta("account"),
  middleware: [requireUser] as const,
  method: "delete",
  path: "/",
  summary: "Delete my account: my personal workspace with its rows and files; my rows in team workspaces stay there",
  request: jsonBody(deleteAccountBody),
  responses: {
    204: { description: "Deleted; every session has ended" },
    ...errorResponses,
    409: json(errorSchema, "The user owns a team workspace (named): transfer or delete it first"),
    429: json(errorSchema, "Too many password attempts"),
  },
});

export function createAccountRouter() {
  const router = createRouter();

  router.openapi(remove, async (c) => {
    await limitClientIp(c);
    const { password, confirmation } = c.req.valid("json");
    const userId = c.var.user.id;
    if (confirmation.trim() !== messages.account.deleteConfirmWord) throw badRequest(messages.account.deleteConfirmWrong, "confirmation_required");
    await enforceRate(c, `auth:reauth:${userId}`, reauthRule);
    const [user] = await c.var.deps.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized(messages.auth.sessionOrUserMissing, "user_not_found");
    if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(messages.account.passwordWrong, "invalid_credentials");
    const result = await createAccountService(c.var.deps).deleteUser(userId);
    c.var.log?.info({ user: userId, files: result.files, storage_errors: result.storage_errors }, "account deleted by its user");
    deleteCookie(c, "cs_refresh_token", { path: "/api/auth" });
    return c.body(null, 204);
  });

  return router;
}
