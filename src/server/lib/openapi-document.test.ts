import { describe, expect, it } from "vitest";
import { finishOpenApiDocument, operationIdFor, type OpenApiDocument } from "./openapi-document";

const base = (paths: OpenApiDocument["paths"]): OpenApiDocument => ({ openapi: "3.0.3", info: { title: "t", version: "1" }, paths });

describe("the contract convention", () => {
  it("derives client method names from the method and the path", () => {
    expect(operationIdFor("get", "/api/notes")).toBe("getNotes");
    expect(operationIdFor("post", "/api/prompt-library/{id}/copy")).toBe("postPromptLibraryByIdCopy");
    expect(operationIdFor("post", "/api/functions/generate-text-post")).toBe("postFunctionsGenerateTextPost");
  });

  it("fills what a route left out: operationId, tag, description, path parameters; keeps what it said", () => {
    const doc = finishOpenApiDocument(
      base({
        "/api/widgets/{id}": { get: { summary: "One widget" }, delete: { operationId: "removeWidget", tags: ["things"], summary: "Remove", description: "Remove a widget" } },
      }),
      { publicUrl: "https://studio.example" },
    );
    expect(doc.paths["/api/widgets/{id}"].get).toMatchObject({
      operationId: "getWidgetsById",
      tags: ["widgets"],
      description: "One widget",
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
    });
    expect(doc.paths["/api/widgets/{id}"].delete).toMatchObject({ operationId: "removeWidget", tags: ["things"], description: "Remove a widget" });
    expect(doc.tags?.map((tag) => tag.name)).toEqual(["things", "widgets"]);
    expect(doc.servers).toEqual([{ url: "https://studio.example", description: "This installation" }]);
  });

  it("documents the Idempotency-Key header on every POST and the rate-limit headers once", () => {
    const doc = finishOpenApiDocument(base({ "/api/widgets": { get: { summary: "List" }, post: { summary: "Create" } } }), { publicUrl: "http://x" });
    expect(doc.paths["/api/widgets"].post.parameters).toEqual([expect.objectContaining({ name: "Idempotency-Key", in: "header", required: false })]);
    expect(doc.paths["/api/widgets"].get.parameters).toBeUndefined();
    expect(doc.info.description).toContain("RateLimit-Policy");
    const again = finishOpenApiDocument(doc, { publicUrl: "http://x" });
    expect(again.paths["/api/widgets"].post.parameters).toHaveLength(1);
    expect(again.info.description!.match(/RateLimit-Policy/g)).toHaveLength(1);
  });

  it("refuses two operations with one operationId", () => {
    const doc = base({ "/api/a": { get: { operationId: "same" } }, "/api/b": { get: { operationId: "same" } } });
    expect(() => finishOpenApiDocument(doc, { publicUrl: "http://x" })).toThrow(/share the operationId "same"/);
  });
});
