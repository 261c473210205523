import { createRoute, z } from "@hono/zod-openapi";
import { html, raw } from "hono/html";
import type { AppDeps } from "@/server/app-env";
import { requireAdmin, requireUser } from "@/server/auth/middleware";
import { toIso } from "@/server/db/helpers";
import { listKeptMail } from "@/server/jobs/mail-outbox";
import { json } from "@/server/lib/openapi";
import { createRouter } from "@/server/http/router";
import { errorSchema } from "@/shared/contracts/common";
import { mailSchema } from "@/shared/contracts/auth";

const listSchema = z.object({ data: z.array(mailSchema) });

const openList = createRoute({
  method: "get",
  path: "/mailbox",
  tags: ["dev"],
  summary: "Mail kept while no SMTP server is configured (loopback development server only)",
  responses: { 200: json(listSchema, "Newest first, the last 24 hours") },
});

const adminList = createRoute({
  method: "get",
  path: "/mailbox",
  tags: ["dev"],
  summary: "Mail kept while no SMTP server is configured (signed-in admins only on a reachable server)",
  middleware: [requireUser, requireAdmin] as const,
  security: [{ bearerAuth: [] }],
  responses: { 200: json(listSchema, "Newest first, the last 24 hours"), 401: json(errorSchema, "Not signed in"), 403: json(errorSchema, "Not an admin") },
});

async function mails(deps: AppDeps) {
  const rows = await listKeptMail(deps.database.db, deps.secrets, 100);
  return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, html: r.html, created_at: toIso(r.createdAt)! }));
}

/**
 * GET /api/dev/mailbox (JSON): open to the machine itself in `open` mode (loopback bind and PUBLIC_URL), for
 * signed-in admins in `admin` mode (no SMTP on a reachable server); not mounted when SMTP is configured.
 */
export function createDevMailboxApi(mode: "open" | "admin") {
  const router = createRouter();
  if (mode === "open") router.openapi(openList, async (c) => c.json({ data: await mails(c.var.deps) }, 200));
  else router.openapi(adminList, async (c) => c.json({ data: await mails(c.var.deps) }, 200));
  return router;
}

/** GET /dev/mailbox: a page listing the mails with their links clickable (`open` mode only). */
export function createDevMailboxPage() {
  const router = createRouter();
  router.get("/", async (c) => {
    const data = await mails(c.var.deps);
    const items = data.map(
      (m) => html`<article>
        <header><strong>${m.subject}</strong><span>to ${m.to} · ${new Date(m.created_at).toLocaleString("en-GB")}</span></header>
        <iframe sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${`<base target="_top">${m.html}`}" title="${m.subject}"></iframe>
      </article>`,
    );
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Dev mailbox</title>
          <style>
            body { font-family: system-ui, sans-serif; margin: 0; background: #f6f6f8; color: #111; }
            main { max-width: 760px; margin: 0 auto; padding: 24px 16px; }
            h1 { font-size: 20px; } p.hint { color: #555; }
            article { background: #fff; border: 1px solid #e4e4e7; border-radius: 10px; margin: 16px 0; overflow: hidden; }
            header { display: flex; flex-direction: column; gap: 4px; padding: 12px 16px; border-bottom: 1px solid #eee; }
            header span { color: #666; font-size: 13px; }
            iframe { width: 100%; height: 320px; border: 0; }
          </style>
        </head>
        <body>
          <main>
            <h1>Dev mailbox</h1>
            <p class="hint">Mail is kept here because no SMTP server is configured (set SMTP_URL to send real mail). Newest first; kept for 24 hours.</p>
            ${data.length ? items : raw("<p>No mail yet.</p>")}
          </main>
        </body>
      </html>`);
  });
  return router;
}
