import { describe, expect, it } from "vitest";
import type { Config } from "@/server/config";
import { HttpError } from "@/server/lib/errors";
import type { ModelRow } from "./ai.repository";
import { createModelCatalog, resolveModel } from "./model-resolver";

let n = 0;
function row(provider: string, modelId: string, type: ModelRow["type"], extra: Partial<ModelRow> = {}): ModelRow {
  n += 1;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  return { id, name: modelId, modelId, provider, type, description: null, isActive: true, isDefault: false, createdAt: "", updatedAt: "", ...extra };
}

const ai = { openaiCompatibleBaseUrl: "http://x/v1", rateLimitPerMinute: 60 } as Config["ai"];
const writer = row("builtin", "builtin-writer", "text", { isDefault: true });
const vision = row("builtin", "builtin-vision", "vision");
const image = row("builtin", "builtin-image", "image");
const compatible = row("openai-compatible", "default", "text");
const openai = row("openai", "gpt-4o-mini", "text");
const flux = row("replicate", "flux", "image");
const rows = [writer, vision, image, compatible, openai, flux];

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof HttpError ? `${err.status} ${err.code}` : String(err);
  }
  return "no error";
};

describe("resolveModel", () => {
  it("uses the default for text and the first usable model of the type otherwise", () => {
    expect(resolveModel(rows, "text", undefined, ai).modelId).toBe("builtin-writer");
    expect(resolveModel(rows, "vision", undefined, ai).modelId).toBe("builtin-vision");
    // flux's provider has no key: the built-in image model serves.
    expect(resolveModel(rows, "image", undefined, ai).modelId).toBe("builtin-image");
  });

  it("prefers an active real provider over the built-in fallback for image and vision", () => {
    const visionCompat = row("openai-compatible", "llava", "vision");
    expect(resolveModel([...rows, visionCompat], "vision", undefined, ai).modelId).toBe("llava");
  });

  it("finds a model by row id or model_id", () => {
    expect(resolveModel(rows, "text", compatible.id, ai).provider).toBe("openai-compatible");
    expect(resolveModel(rows, "text", "default", ai).id).toBe(compatible.id);
  });

  it("answers 422 for unknown, inactive, unconfigured and wrong-type models", () => {
    expect(code(() => resolveModel(rows, "text", "nope", ai))).toBe("422 model_not_available");
    expect(code(() => resolveModel([row("openai-compatible", "off", "text", { isActive: false })], "text", "off", ai))).toBe("422 model_not_available");
    expect(code(() => resolveModel(rows, "text", "gpt-4o-mini", ai))).toBe("422 model_not_configured");
    expect(code(() => resolveModel(rows, "text", "builtin-image", ai))).toBe("422 wrong_model_type");
    expect(code(() => resolveModel(rows, "image", "default", ai))).toBe("422 wrong_model_type");
    expect(code(() => resolveModel([image], "text", undefined, ai))).toBe("422 model_not_available");
  });

  it("lets chat models of real providers read images, and sends the offline writer's images to the offline vision model", () => {
    expect(resolveModel(rows, "vision", "default", ai).modelId).toBe("default");
    expect(resolveModel(rows, "vision", "builtin-writer", ai).modelId).toBe("builtin-vision");
  });
});

describe("createModelCatalog", () => {
  it("reuses rows within the ttl, reads again after it or after invalidate", async () => {
    let loads = 0;
    let now = 0;
    const catalog = createModelCatalog(
      async () => (loads++, rows),
      1000,
      () => now,
    );
    await Promise.all([catalog.rows(), catalog.rows()]);
    expect(loads).toBe(1);
    now = 999;
    await catalog.rows();
    expect(loads).toBe(1);
    now = 1000;
    await catalog.rows();
    expect(loads).toBe(2);
    catalog.invalidate();
    await catalog.rows();
    expect(loads).toBe(3);
  });

  it("does not cache a read that an invalidation overtook", async () => {
    let release!: () => void;
    let loads = 0;
    const catalog = createModelCatalog(() => {
      loads += 1;
      return loads === 1 ? new Promise<ModelRow[]>((r) => (release = () => r([writer]))) : Promise.resolve(rows);
    }, 60_000);
    const stale = catalog.rows();
    catalog.invalidate();
    release();
    expect(await stale).toEqual([writer]);
    expect(await catalog.rows()).toBe(rows);
  });
});
