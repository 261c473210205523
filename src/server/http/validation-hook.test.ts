import { createRoute, z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { HttpError } from "@/server/lib/errors";
import { messages } from "@/shared/messages";
import { createRouter } from "./router";
import { validationError } from "./validation-hook";

const plain = z.object({ textContent: z.string().min(1, "Text content is required for text-based posts"), count: z.number().int().max(10) });
const strict = z.strictObject({ name: z.string() });
const union = z.union([z.object({ kind: z.literal("post"), text: z.string().min(1, "Text is required") }), z.object({ kind: z.literal("image"), url: z.url() })]);

function errorOf(schema: z.ZodTypeAny, body: unknown): HttpError {
  const result = schema.safeParse(body);
  if (result.success) throw new Error("expected a failure");
  return validationError(result.error);
}

describe("the one validation hook", () => {
  it("answers 400 validation_error with the contract's own words and every problem's path in details", () => {
    const err = errorOf(plain, { textContent: "", count: 11 });
    expect(err.status).toBe(400);
    expect(err.code).toBe("validation_error");
    expect(err.message).toBe("Text content is required for text-based posts");
    expect(err.details).toEqual([
      { path: "textContent", message: "Text content is required for text-based posts", code: "too_small" },
      { path: "count", message: expect.any(String), code: "too_big" },
    ]);
  });

  it("answers 422 unknown_field naming the fields a strict contract does not take", () => {
    const err = errorOf(strict, { name: "a", user_id: "x", extra: 1 });
    expect(err.status).toBe(422);
    expect(err.code).toBe("unknown_field");
    expect(err.message).toBe(messages.api.unknownFields('"user_id", "extra"'));
    expect(err.details).toEqual({ fields: ["user_id", "extra"] });
  });

  it("reports the union branch the body came closest to, with the full path", () => {
    const err = errorOf(z.object({ item: union }), { item: { kind: "post", text: "" } });
    expect(err.message).toBe("Text is required");
    expect(err.details).toEqual([{ path: "item.text", message: "Text is required", code: "too_small" }]);
  });

  it("is every router's default: a route that passes no hook answers the same envelope", async () => {
    const router = createRouter();
    router.onError((err, c) => (err instanceof HttpError ? c.json({ error: { code: err.code, message: err.message, details: err.details } }, err.status as 400) : c.text("boom", 500)));
    const route = (path: string, schema: z.ZodTypeAny) =>
      createRoute({ method: "post", path, request: { body: { content: { "application/json": { schema } } } }, responses: { 200: { description: "ok" } } });
    router.openapi(route("/plain", plain), (c) => c.json({}, 200));
    router.openapi(route("/strict", strict), (c) => c.json({}, 200));
    const post = (path: string, body: unknown) => router.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

    const bad = await post("/plain", { textContent: "", count: 1 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ code: "validation_error", message: "Text content is required for text-based posts" });

    const extra = await post("/strict", { name: "a", role: "admin" });
    expect(extra.status).toBe(422);
    expect((await extra.json()).error).toEqual({ code: "unknown_field", message: messages.api.unknownFields('"role"'), details: { fields: ["role"] } });
  });
});
