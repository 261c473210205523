/**
 * Messages between the server and its local-model child process (IPC, structured clone). The child owns
 * node-llama-cpp: a model that crashes llama.cpp takes only the child down, never the server.
 */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface GenerateRequest {
  type: "generate";
  id: number;
  modelPath: string;
  messages: ChatMessage[];
  maxTokens: number;
  temperature?: number;
  topP?: number;
  topK?: number;
  seed?: number;
  stop?: string[];
  /** A JSON schema the answer must follow (llama.cpp grammar); left out when the model cannot take it. */
  jsonSchema?: unknown;
}

export type ParentMessage =
  | GenerateRequest
  | { type: "abort"; id: number }
  | { type: "unload"; id: number }
  | { type: "stats"; id: number };

export type RunnerErrorCode = "load_failed" | "context_too_small" | "generation_failed";

export type ChildMessage =
  | { type: "ready"; threads: number }
  | { type: "loading"; id: number; modelPath: string }
  | { type: "loaded"; id: number; modelPath: string; contextSize: number }
  | { type: "token"; id: number; text: string }
  | {
      type: "done";
      id: number;
      stopReason: "stop" | "length" | "abort";
      inputTokens: number;
      outputTokens: number;
      /** Non-fatal notes, e.g. the JSON schema could not become a grammar. */
      warnings: string[];
    }
  | { type: "error"; id: number; code: RunnerErrorCode; message: string }
  | { type: "unloaded"; id: number }
  | { type: "stats"; id: number; rssBytes: number; modelPath: string | null }
  | CheckResult;

/**
 * The answer of a child started in check mode (RUNNER_ENV.check): it loads the file, reads a short text
 * through it once and exits. A file llama.cpp aborts on ends the check child, never the server or the runner.
 */
export type CheckResult =
  | { type: "checked"; ok: true }
  | { type: "checked"; ok: false; problem: "load_failed" | "no_tokens" | "not_finite"; detail: string };

/** Settings the child reads from its environment at start. */
export const RUNNER_ENV = {
  threads: "CS_LOCAL_MODEL_THREADS",
  contextSize: "CS_LOCAL_MODEL_CONTEXT",
  /** A model file to check instead of serving generations (install-time check, load-check.ts). */
  check: "CS_LOCAL_MODEL_CHECK",
} as const;
