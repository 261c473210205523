import { createRoute, z } from "@hono/zod-openapi";
import { html, raw } from "hono/html";
import { listOutbox } from "@/server/auth/mailer";
import { toIso } from "@/server/db/helpers";
import { createRouter } from "@/server/lib/router";
import { mailSchema } from "@/shared/contracts/auth";

const list = createRoute({
  method: "get",
  path: "/mailbox",
  tags: ["dev"],
  summary: "Mails kept while no SMTP server is configured (development only)",
  responses: { 200: { content: { "application/json": { schema: z.object({ data: z.array(mailSchema) }) } }, description: "Newest first" } },
});

async function mails(db: Parameters<typeof listOutbox>[0]) {
  const rows = await listOutbox(db, 100);
  return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, html: r.html, created_at: toIso(r.createdAt)! }));
}

/** GET /api/dev/mailbox (JSON). */
export function createDevMailboxApi() {
  const router = createRouter();
  router.openapi(list, async (c) => c.json({ data: await mails(c.var.deps.database.db) }, 200));
  return router;
}

/** GET /dev/mailbox: a page listing the mails with their links clickable. */
export function createDevMailboxPage() {
  const router = createRouter();
  router.get("/", async (c) => {
    const data = await mails(c.var.deps.database.db);
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
            <p class="hint">Mail is kept here because no SMTP server is configured (set SMTP_URL to send real mail). Newest first.</p>
            ${data.length ? items : raw("<p>No mail yet.</p>")}
          </main>
        </body>
      </html>`);
  });
  return router;
}
