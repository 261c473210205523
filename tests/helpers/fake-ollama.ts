/**
 * A fake Ollama server on loopback: GET /api/tags (its native model list) and its OpenAI-compatible API under
 * /v1 (chat completions, whole or streamed). A model it does not have answers 404 in Ollama's words.
 */
import { startFakeOpenAI, type FakeOpenAI } from "./fake-openai";

export interface FakeOllama extends FakeOpenAI {
  /** The server's root (what an admin types: http://127.0.0.1:PORT). */
  root: string;
}

export async function startFakeOllama(models: string[] = ["llama3.2:latest", "qwen2.5:7b"]): Promise<FakeOllama> {
  const self: { fake?: FakeOpenAI } = {};
  const fake = await startFakeOpenAI({
    models,
    modelNotFound: (model) => ({ error: { message: `model "${model}" not found, try pulling it first`, type: "api_error", param: null, code: null } }),
    extraRoutes(req, res) {
      if (req.method !== "GET" || req.url !== "/api/tags") return false;
      const list = (self.fake?.models ?? models).map((name) => ({
        name,
        model: name,
        modified_at: "2025-01-01T00:00:00Z",
        size: 2_000_000_000,
        digest: "sha256:fake",
        details: { format: "gguf", family: name.split(/[:.]/)[0], parameter_size: "3.2B", quantization_level: "Q4_K_M" },
      }));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ models: list }));
      return true;
    },
  });
  self.fake = fake;
  return Object.assign(fake, { root: fake.url.replace(/\/v1$/, "") });
}
