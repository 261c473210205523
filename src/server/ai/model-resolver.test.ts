import { describe, expect, it } from "vitest";
import { HttpError } from "@/server/lib/errors";
import type { ModelRow } from "./ai.repository";
import type { ConnectionRow } from "./connections/connection-secrets";
import { createModelCatalog, resolveModel, type ModelCatalogRows } from "./model-resolver";

let n = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;

function connection(kind: string, extra: Partial<ConnectionRow> = {}): ConnectionRow {
  return {
    id: nextId(),
    kind,
    name: kind,
    baseUrl: null,
    apiKeySealed: null,
    apiKeyHint: null,
    headersSealed: null,
    headerNames: [],
    supportsStructuredOutputs: true,
    managedBy: "ui",
    seedKey: null,
    status: "untested",
    statusMessage: null,
    statusAt: null,
    createdAt: "",
    updatedAt: "",
    ...extra,
  };
}

// The openai-compatible server is configured (it has its URL); openai and replicate lack their keys.
const connections = [
  connection("builtin", { managedBy: "system" }),
  connection("openai-compatible", { baseUrl: "http://x/v1" }),
  connection("openai"),
  connection("replicate"),
];
const connectionOf = (provider: string) => connections.find((c) => c.kind === provider)?.id ?? null;

function row(provider: string, modelId: string, type: ModelRow["type"], extra: Partial<ModelRow> = {}): ModelRow {
  return {
    id: nextId(),
    name: modelId,
    modelId,
    provider,
    connectionId: connectionOf(provider),
    type,
    description: null,
    temperature: null,
    maxOutputTokens: null,
    isActive: true,
    isDefault: false,
    createdAt: "",
    updatedAt: "",
    ...extra,
  };
}
const cat = (models: ModelRow[]): ModelCatalogRows => ({ models, connections });
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
    expect(resolveModel(cat(rows), "text", undefined).modelId).toBe("builtin-writer");
    expect(resolveModel(cat(rows), "vision", undefined).modelId).toBe("builtin-vision");
    // flux's provider has no key: the built-in image model serves.
    expect(resolveModel(cat(rows), "image", undefined).modelId).toBe("builtin-image");
  });

  it("prefers an active real provider over the built-in fallback for image and vision", () => {
    const visionCompat = row("openai-compatible", "llava", "vision");
    expect(resolveModel(cat([...rows, visionCompat]), "vision", undefined).modelId).toBe("llava");
  });

  it("finds a model by row id or model_id", () => {
    expect(resolveModel(cat(rows), "text", compatible.id).provider).toBe("openai-compatible");
    expect(resolveModel(cat(rows), "text", "default").id).toBe(compatible.id);
  });

  it("answers 422 for unknown, inactive, unconfigured and wrong-type models", () => {
    expect(code(() => resolveModel(cat(rows), "text", "nope"))).toBe("422 model_not_available");
    expect(code(() => resolveModel(cat([row("openai-compatible", "off", "text", { isActive: false })]), "text", "off"))).toBe("422 model_not_available");
    expect(code(() => resolveModel(cat(rows), "text", "gpt-4o-mini"))).toBe("422 model_not_configured");
    expect(code(() => resolveModel(cat(rows), "text", "builtin-image"))).toBe("422 wrong_model_type");
    expect(code(() => resolveModel(cat(rows), "image", "default"))).toBe("422 wrong_model_type");
    expect(code(() => resolveModel(cat([image]), "text", undefined))).toBe("422 model_not_available");
  });

  it("lets chat models of real providers read images, and sends the offline writer's images to the offline vision model", () => {
    expect(resolveModel(cat(rows), "vision", "default").modelId).toBe("default");
    expect(resolveModel(cat(rows), "vision", "builtin-writer").modelId).toBe("builtin-vision");
  });
});

describe("resolveModel with connections", () => {
  it("answers the reason when the default model's connection was removed, instead of calling anyone", () => {
    const orphan = row("openai-compatible", "qwen2.5-7b-instruct", "text", { isDefault: true, connectionId: null, name: "Qwen" });
    const err = (() => {
      try {
        resolveModel(cat([orphan, { ...writer, isDefault: false }]), "text", undefined);
      } catch (e) {
        return e as HttpError;
      }
    })();
    expect(err?.status).toBe(422);
    expect(err?.code).toBe("default_connection_missing");
    expect(err?.message).toContain("Qwen");
  });

  it("carries the connection and the model's own settings to the call", () => {
    const tuned = row("openai-compatible", "tuned", "text", { temperature: 0.2, maxOutputTokens: 300 });
    const resolved = resolveModel(cat([tuned]), "text", "tuned");
    expect(resolved).toMatchObject({ temperature: 0.2, maxOutputTokens: 300, connection: { kind: "openai-compatible", baseUrl: "http://x/v1" } });
  });
});

describe("createModelCatalog", () => {
  it("reuses rows within the ttl, reads again after it or after invalidate", async () => {
    let loads = 0;
    let now = 0;
    const catalog = createModelCatalog(
      async () => (loads++, cat(rows)),
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
      return loads === 1 ? new Promise<ModelCatalogRows>((r) => (release = () => r(cat([writer])))) : Promise.resolve(all);
    }, 60_000);
    const all = cat(rows);
    const stale = catalog.rows();
    catalog.invalidate();
    release();
    expect((await stale).models).toEqual([writer]);
    expect(await catalog.rows()).toBe(all);
  });
});
