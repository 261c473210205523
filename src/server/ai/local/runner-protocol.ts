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
  | { type: "stats"; id: number; rssBytes: number; modelPath: string | null };

/** Settings the child reads from its environment at start. */
export const RUNNER_ENV = { threads: "CS_LOCAL_MODEL_THREADS", contextSize: "CS_LOCAL_MODEL_CONTEXT" } as const;
