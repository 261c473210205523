import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("the OpenAPI document", () => {
  it("describes the storage, images, uploads and documents endpoints", async () => {
    const res = await t.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/storage/{bucket}/{key}", "/api/images", "/api/images/{id}", "/api/uploads", "/api/uploads/{id}", "/api/documents", "/api/documents/{id}"]),
    );
    expect(doc.paths["/api/uploads"].post).toMatchObject({ requestBody: { content: { "multipart/form-data": expect.anything() } } });
  });
});
