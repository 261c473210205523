import { describe, expect, it } from "vitest";
import type { AiConnection } from "@/shared/contracts/connections";
import { createBody, initialValues, parseHeaders, updateBody } from "./connection-form";

const saved: AiConnection = {
  id: "00000000-0000-4000-8000-000000000001",
  kind: "openai-compatible",
  name: "LM Studio",
  base_url: "http://127.0.0.1:1234/v1",
  api_key_hint: "abcd",
  has_api_key: true,
  header_names: ["X-Org"],
  supports_structured_outputs: false,
  managed_by: "ui",
  status: "ok",
  status_message: null,
  status_at: null,
  model_count: 1,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
};

describe("connection form", () => {
  it("parses headers one per line and names the line that is not one", () => {
    expect(parseHeaders("X-Org: acme\n\n  Authorization: Bearer a:b  ")).toEqual({ "X-Org": "acme", Authorization: "Bearer a:b" });
    expect(() => parseHeaders("no colon here")).toThrow('"no colon here" is not a header');
  });

  it("starts a new connection with the kind's label, its address when one is needed and its structured-output default", () => {
    expect(initialValues("ollama")).toMatchObject({ name: "Ollama", baseUrl: "http://127.0.0.1:11434", structured: true });
    expect(initialValues("openai")).toMatchObject({ name: "OpenAI", baseUrl: "", structured: true });
  });

  it("leaves empty fields out of a new connection and never sends a base URL for kinds without one", () => {
    const v = { ...initialValues("replicate"), apiKey: " r8_key ", baseUrl: "http://ignored" };
    expect(createBody(v)).toEqual({ kind: "replicate", name: "Replicate", api_key: "r8_key", supports_structured_outputs: false });
  });

  it("sends only what changed; an empty key keeps the saved one, the remove boxes clear them", () => {
    const v = initialValues("openai-compatible", saved);
    expect(updateBody(v, saved)).toEqual({});
    expect(updateBody({ ...v, name: "vLLM", apiKey: "sk-new" }, saved)).toEqual({ name: "vLLM", api_key: "sk-new" });
    expect(updateBody({ ...v, removeKey: true, removeHeaders: true, structured: true }, saved)).toEqual({
      api_key: null,
      headers: null,
      supports_structured_outputs: true,
    });
  });
});
