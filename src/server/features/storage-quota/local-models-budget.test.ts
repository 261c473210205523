import { describe, expect, it } from "vitest";
import type { LocalModel } from "@/shared/contracts/local-models";
import { HttpError } from "@/server/lib/errors";
import { messages } from "@/shared/messages";
import { assertModelFits, localModelsUsedBytes } from "./storage-quota.service";

const MB = 1024 * 1024;
const model = (id: string, size: number, extra: Partial<LocalModel> = {}): LocalModel => ({
  id,
  name: id,
  description: "",
  size_bytes: size,
  ram_bytes: 0,
  licence: "MIT",
  licence_url: null,
  source: "catalogue",
  source_url: null,
  status: "available",
  download: null,
  installed: null,
  ...extra,
});
const progress = (received: number, total: number) => ({ received_bytes: received, total_bytes: total, bytes_per_second: null, error: null, started_at: "", updated_at: "" });

const models = [
  model("installed", 600 * MB, { status: "installed", installed: { file_bytes: 600 * MB, model_row_id: null, is_default: false, loaded: false } }),
  model("half", 400 * MB, { status: "interrupted", download: progress(200 * MB, 400 * MB) }),
  model("new", 300 * MB),
];

describe("the local models' budget", () => {
  it("counts installed files and bytes already received", () => {
    expect(localModelsUsedBytes(models)).toBe(800 * MB);
  });

  it("refuses a download whose remaining bytes pass the budget, with a 413 naming it", () => {
    let error: unknown;
    try {
      assertModelFits(models, "new", 1024 * MB);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(413);
    expect((error as HttpError).code).toBe("storage_quota_exceeded");
    expect((error as HttpError).message).toBe(messages.storageQuota.modelsExceeded("1 GB", "800 MB", "300 MB"));
  });

  it("lets a download that fits, or the rest of a paused one, go ahead", () => {
    expect(() => assertModelFits(models, "new", 1100 * MB)).not.toThrow();
    expect(() => assertModelFits(models, "half", 1000 * MB)).not.toThrow();
    expect(() => assertModelFits(models, "half", 999 * MB)).toThrow(HttpError);
  });
});
