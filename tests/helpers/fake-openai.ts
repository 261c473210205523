/**
 * A fake OpenAI-compatible upstream on loopback: POST /v1/chat/completions, whole or streamed (SSE), with a
 * scriptable behaviour per request (success, an error status, slow, malformed), and GET /v1/models. Tests and the
 * benchmark reach it through the real provider path (a connection, or OPENAI_COMPATIBLE_BASE_URL).
 * With `models` set, the server knows only those: another model id answers 404 as OpenAI does, and with
 * `apiKey` set, a request without that bearer key answers 401.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ChatRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: unknown }[];
  body: Record<string, unknown>;
  headers: IncomingMessage["headers"];
}

export type Behaviour =
  /** A normal answer; `text` may depend on the request. Streamed as `chunks` pieces when the request streams. */
  | { kind: "reply"; text: string | ((req: ChatRequest) => string); chunks?: number; usage?: { prompt_tokens: number; completion_tokens: number } }
  /** An error status with an OpenAI-style error body (429, 500, 503, 401, ...). */
  | { kind: "status"; status: number; message?: string; headers?: Record<string, string> }
  /** Waits before answering (for timeouts). */
  | { kind: "slow"; delayMs: number; text?: string }
  /** 200 with a body that is not JSON. */
  | { kind: "malformed" }
  /** 200 with an empty message. */
  | { kind: "empty" }
  /** Streams some text, then drops the connection. */
  | { kind: "cut"; text: string }
  /** Streams `head` at once and `tail` when `release` resolves (a generation in flight for as long as a test wants). */
  | { kind: "gated"; head: string; tail: string; release: Promise<void> };

export interface FakeOpenAIOptions {
  /** The models the server serves (GET /v1/models); others answer 404. Empty: any model id is served. */
  models?: string[];
  /** The bearer key every request must carry. */
  apiKey?: string;
  /** The 404 body for an unknown model (Ollama words it differently from OpenAI). */
  modelNotFound?: (model: string) => unknown;
  /** Routes of a server built on this one (Ollama's /api/tags); answers true when it handled the request. */
  extraRoutes?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** The port to listen on (0, the default: one the OS picks). */
  port?: number;
}

export interface FakeOpenAI {
  /** Base URL for OPENAI_COMPATIBLE_BASE_URL (ends with /v1). */
  url: string;
  requests: ChatRequest[];
  /** Headers of every GET /v1/models. */
  listRequests: IncomingMessage["headers"][];
  /** Chat requests whose caller closed the connection before the answer was complete (an aborted call). */
  readonly closedEarly: number;
  /** The models served (may be changed by a test). */
  models: string[];
  /** Behaviours for the next requests, in order; afterwards the default applies. */
  script(...behaviours: Behaviour[]): void;
  setDefault(behaviour: Behaviour): void;
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_REPLY: Behaviour = { kind: "reply", text: "Hello from the fake model. It writes one clear post." };

function completion(model: string, text: string | null, usage = { prompt_tokens: 12, completion_tokens: 9 }) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
    usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
  };
}

function chunk(model: string, delta: Record<string, unknown>, finish: string | null = null) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

/** Splits text into about `n` pieces on word boundaries. */
function pieces(text: string, n: number): string[] {
  const words = text.split(/(?<=\s)/);
  const size = Math.max(1, Math.ceil(words.length / n));
  const out: string[] = [];
  for (let i = 0; i < words.length; i += size) out.push(words.slice(i, i + size).join(""));
  return out;
}

function writeStream(res: ServerResponse, req: ChatRequest, text: string, n: number, usage?: { prompt_tokens: number; completion_tokens: number }) {
  startStream(res, req);
  finishStream(res, req, pieces(text, n), usage);
}

function startStream(res: ServerResponse, req: ChatRequest, first?: string) {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  res.write(`data: ${JSON.stringify(chunk(req.model, { role: "assistant", content: "" }))}\n\n`);
  if (first) res.write(`data: ${JSON.stringify(chunk(req.model, { content: first }))}\n\n`);
}

function finishStream(res: ServerResponse, req: ChatRequest, rest: string[], usage?: { prompt_tokens: number; completion_tokens: number }) {
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  for (const piece of rest) send(chunk(req.model, { content: piece }));
  send(chunk(req.model, {}, "stop"));
  const u = usage ?? { prompt_tokens: 12, completion_tokens: 9 };
  if ((req.body.stream_options as { include_usage?: boolean } | undefined)?.include_usage) {
    send({
      id: "chatcmpl-fake",
      object: "chat.completion.chunk",
      created: 0,
      model: req.model,
      choices: [],
      usage: { ...u, total_tokens: u.prompt_tokens + u.completion_tokens },
    });
  }
  res.end("data: [DONE]\n\n");
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString("utf8")) as Record<string, unknown>;
}

const openAiModelNotFound = (model: string) => ({
  error: { message: `The model \`${model}\` does not exist or you do not have access to it.`, type: "invalid_request_error", param: null, code: "model_not_found" },
});

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const queue: Behaviour[] = [];
  let fallback: Behaviour = DEFAULT_REPLY;
  const requests: ChatRequest[] = [];
  const listRequests: IncomingMessage["headers"][] = [];
  const timers = new Set<NodeJS.Timeout>();
  const state = { models: [...(options.models ?? [])], closedEarly: 0 };

  function sendJson(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (options.extraRoutes?.(req, res)) return;
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      sendJson(res, 401, { error: { message: "Incorrect API key provided.", type: "invalid_request_error", code: "invalid_api_key" } });
      return;
    }
    if (req.method === "GET" && req.url?.replace(/\?.*$/, "").endsWith("/models")) {
      listRequests.push(req.headers);
      sendJson(res, 200, { object: "list", data: state.models.map((id) => ({ id, object: "model", created: 1700000000, owned_by: "fake" })) });
      return;
    }
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const body = await readJson(req);
    const chat: ChatRequest = {
      model: String(body.model),
      stream: body.stream === true,
      messages: body.messages as ChatRequest["messages"],
      body,
      headers: req.headers,
    };
    requests.push(chat);
    res.once("close", () => {
      if (!res.writableFinished) state.closedEarly += 1;
    });
    if (state.models.length && !state.models.includes(chat.model)) {
      sendJson(res, 404, (options.modelNotFound ?? openAiModelNotFound)(chat.model));
      return;
    }
    const behaviour = queue.shift() ?? fallback;
    switch (behaviour.kind) {
      case "reply": {
        const text = typeof behaviour.text === "function" ? behaviour.text(chat) : behaviour.text;
        if (chat.stream) return writeStream(res, chat, text, behaviour.chunks ?? 5, behaviour.usage);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(completion(chat.model, text, behaviour.usage)));
        return;
      }
      case "status":
        res
          .writeHead(behaviour.status, { "content-type": "application/json", ...behaviour.headers })
          .end(JSON.stringify({ error: { message: behaviour.message ?? `upstream failure ${behaviour.status}`, type: "server_error", code: null } }));
        return;
      case "slow": {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (res.destroyed) return;
          const text = behaviour.text ?? "Finally, a slow answer.";
          if (chat.stream) writeStream(res, chat, text, 3);
          else res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(completion(chat.model, text)));
        }, behaviour.delayMs);
        timers.add(timer);
        return;
      }
      case "malformed":
        res.writeHead(200, { "content-type": "application/json" }).end('{"id": "chatcmpl-fake", "choices": [ this is not json');
        return;
      case "empty":
        if (chat.stream) return writeStream(res, chat, "", 1);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(completion(chat.model, "")));
        return;
      case "gated": {
        startStream(res, chat, behaviour.head);
        void behaviour.release.then(() => {
          if (!res.destroyed) finishStream(res, chat, [behaviour.tail]);
        });
        return;
      }
      case "cut": {
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write(`data: ${JSON.stringify(chunk(chat.model, { role: "assistant", content: behaviour.text }))}\n\n`);
        setTimeout(() => res.destroy(), 10);
        return;
      }
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    listRequests,
    get models() {
      return state.models;
    },
    get closedEarly() {
      return state.closedEarly;
    },
    set models(value: string[]) {
      state.models = value;
    },
    script(...behaviours) {
      queue.push(...behaviours);
    },
    setDefault(behaviour) {
      fallback = behaviour;
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
      listRequests.length = 0;
      state.closedEarly = 0;
      fallback = DEFAULT_REPLY;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
