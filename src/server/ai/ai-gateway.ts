import type { OllamaDetector } from "./connections/detect-ollama";
import type { Gateway } from "./gateway";

/** The AI gateway service (DESIGN §8); features reach it as `c.var.deps.services.ai`. */
export type AiGateway = Gateway & {
  close(): Promise<void>;
  /** Ollama on its usual address, offered in Settings when it answers. */
  ollama: OllamaDetector;
  /** Whether the local model runtime is wired in (models of the `local` connection can run). */
  hasLocalRuntime(): boolean;
};
