import { html, raw } from "hono/html";

interface OpenApiDoc {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, { summary?: string; tags?: string[]; requestBody?: unknown; responses?: Record<string, unknown>; security?: unknown[] }>>;
}

const METHOD_COLOURS: Record<string, string> = { get: "#2563eb", post: "#16a34a", put: "#d97706", patch: "#9333ea", delete: "#dc2626" };

/** An offline API reference rendered on the server from the OpenAPI document (no CDN scripts). */
export function renderDocsPage(doc: OpenApiDoc) {
  const byTag = new Map<string, { method: string; path: string; op: OpenApiDoc["paths"][string][string] }[]>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags?.[0] ?? "other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, op }]);
    }
  }
  const sections = [...byTag.entries()].map(
    ([tag, ops]) => html`<section>
      <h2>${tag}</h2>
      ${ops.map(
        ({ method, path, op }) => html`<details>
          <summary><code class="m" style="background:${METHOD_COLOURS[method] ?? "#555"}">${method.toUpperCase()}</code> <code>${path}</code> <span>${op.summary ?? ""}</span>${op.security ? raw(' <em title="Needs a bearer token">🔒</em>') : ""}</summary>
          ${op.requestBody ? html`<h4>Request body</h4><pre>${JSON.stringify(op.requestBody, null, 2)}</pre>` : ""}
          <h4>Responses</h4><pre>${JSON.stringify(op.responses ?? {}, null, 2)}</pre>
        </details>`,
      )}
    </section>`,
  );
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${doc.info.title} — API reference</title>
        <style>
          body { font-family: system-ui, sans-serif; margin: 0; color: #111; background: #fafafa; }
          main { max-width: 980px; margin: 0 auto; padding: 24px 16px; }
          h2 { text-transform: capitalize; border-bottom: 1px solid #e5e5e5; padding-bottom: 4px; }
          details { background: #fff; border: 1px solid #e5e5e5; border-radius: 8px; margin: 8px 0; padding: 8px 12px; }
          summary { cursor: pointer; display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
          summary span { color: #555; }
          code.m { color: #fff; border-radius: 4px; padding: 2px 6px; font-size: 12px; min-width: 52px; text-align: center; }
          pre { background: #f4f4f5; padding: 12px; border-radius: 6px; overflow: auto; font-size: 12px; max-height: 420px; }
        </style>
      </head>
      <body><main>
        <h1>${doc.info.title} <small>v${doc.info.version}</small></h1>
        <p>${doc.info.description ?? ""} The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>. Authenticate with <code>Authorization: Bearer &lt;access_token&gt;</code> from <code>POST /api/auth/token?grant_type=password</code>.</p>
        ${sections}
      </main></body>
    </html>`;
}
