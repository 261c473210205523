import { describe, expect, it } from "vitest";
import type { AiModel } from "@/shared/contracts/models";
import { modelActionCopy } from "../copy";
import { settingsBody, settingsOf } from "./model-settings-form";

const model: AiModel = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Qwen",
  model_id: "qwen2.5-7b-instruct",
  provider: "openai-compatible",
  type: "text",
  description: null,
  is_active: true,
  is_default: false,
  provider_configured: true,
  offline: false,
  connection_id: "00000000-0000-4000-8000-000000000002",
  connection_name: "LM Studio",
  connection_status: "ok",
  status_message: null,
  temperature: 0.7,
  max_output_tokens: null,
};

describe("model settings form", () => {
  it("sends only what changed, and an emptied number as the provider's default", () => {
    const v = settingsOf(model);
    expect(settingsBody(v, model)).toEqual({});
    expect(settingsBody({ ...v, name: " Qwen 7B ", temperature: "", maxTokens: "512" }, model)).toEqual({
      name: "Qwen 7B",
      temperature: null,
      max_output_tokens: 512,
    });
    expect(settingsBody({ ...v, modelId: "qwen2.5-14b", type: "vision" }, model)).toEqual({ model_id: "qwen2.5-14b", type: "vision" });
  });

  it("refuses numbers out of range, in words", () => {
    const v = settingsOf(model);
    expect(() => settingsBody({ ...v, temperature: "3" }, model)).toThrow(modelActionCopy.invalidTemperature);
    expect(() => settingsBody({ ...v, maxTokens: "1.5" }, model)).toThrow(modelActionCopy.invalidMaxTokens);
    expect(() => settingsBody({ ...v, maxTokens: "abc" }, model)).toThrow(modelActionCopy.invalidMaxTokens);
  });
});
