import { Document, Spectral, type RulesetDefinition } from "@stoplight/spectral-core";
import { Json as JsonParser } from "@stoplight/spectral-parsers";
import { oas } from "@stoplight/spectral-rulesets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenApiDocument } from "@/server/lib/openapi-document";
import { signStorageUrl } from "@/server/storage/signed-url";
import { newObjectKey } from "@/server/storage/storage";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let text: string;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request("/api/openapi.json");
  expect(res.status).toBe(200);
  text = await res.text();
  doc = JSON.parse(text) as OpenApiDocument;
});
afterAll(async () => t.close());

const SEVERITY = ["error", "warning", "info", "hint"] as const;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, path, op })));

/** The path template of the document that a concrete URL path matches (segments never contain `/`). */
function matchingTemplate(urlPath: string): string | undefined {
  return Object.keys(doc.paths).find((template) => new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(urlPath));
}

describe("/api/openapi.json", () => {
  it("passes Spectral's spectral:oas ruleset with no errors and no warnings", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, "recommended"]] });
    const results = await spectral.run(new Document(text, JsonParser, "/api/openapi.json"));
    // A retired path kept for one release (deprecated, answering only 410 Gone) has no success response on purpose.
    const retired = (path: (string | number)[]) => {
      const op = path[0] === "paths" ? doc.paths[String(path[1])]?.[String(path[2])] : undefined;
      return op?.deprecated === true && Object.keys((op.responses as object | undefined) ?? {}).join() === "410";
    };
    const findings = results
      .filter((r) => r.severity <= 1 && !(r.code === "operation-success-response" && retired(r.path)))
      .map((r) => `${SEVERITY[r.severity]} ${r.code} at ${r.path.join(".")}: ${r.message}`);
    expect(findings).toEqual([]);
  });

  it("names every operation as a client method, under a described tag, with a description", () => {
    const tagNames = new Set(doc.tags?.map((tag) => tag.name));
    for (const { where, op } of operations()) {
      expect(op.operationId, where).toMatch(/^(get|post|put|patch|delete)[A-Z][A-Za-z0-9]*$/);
      expect(op.tags?.length, where).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(tagNames.has(tag), `${where} tag ${tag}`).toBe(true);
      expect(op.description, where).toBeTruthy();
    }
    expect(operations().find((o) => o.where === "GET /api/notes/{id}")?.op.operationId).toBe("getNotesById");
    expect(doc.servers).toEqual([{ url: t.config.publicUrl, description: expect.any(String) }]);
  });

  it("covers the signed file URLs the API hands out, with every path parameter declared", () => {
    const url = new URL(signStorageUrl(t.config, "social_images", newObjectKey("9b2e4c1e-0000-4000-8000-000000000000", "png"), 3600, t.clock.now()));
    const template = matchingTemplate(url.pathname);
    expect(template).toBe("/api/storage/{bucket}/{owner}/{file}");
    const op = doc.paths[template!].get;
    expect(op.parameters?.filter((p) => p.in === "path").map((p) => p.name)).toEqual(["bucket", "owner", "file"]);
    expect(op.parameters?.filter((p) => p.in === "query").map((p) => p.name)).toEqual(["exp", "sig"]);
  });

  it("gives free-form values (history metadata) their JSON types", () => {
    const item = doc.paths["/api/history/{id}"].get.responses as Record<string, { content: Record<string, { schema: { properties: Record<string, { additionalProperties: { anyOf?: unknown[] } }> } }> }>;
    expect(item["200"].content["application/json"].schema.properties.metadata.additionalProperties.anyOf).toHaveLength(5);
  });

  it("still lists the file endpoints (storage, images, uploads, documents)", () => {
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/images", "/api/images/{id}", "/api/uploads", "/api/uploads/{id}", "/api/documents", "/api/documents/{id}"]));
    expect(doc.paths["/api/uploads"].post).toMatchObject({ requestBody: { content: { "multipart/form-data": expect.anything() } } });
  });
});
