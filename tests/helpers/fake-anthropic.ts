/**
 * A fake Anthropic API on loopback: GET /v1/models and POST /v1/messages (whole or streamed as Anthropic's SSE
 * events). Requests need the `x-api-key` it was started with; an unknown model answers 404 as Anthropic does.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface AnthropicRequest {
  model: string;
  stream: boolean;
  body: Record<string, unknown>;
  headers: IncomingMessage["headers"];
}

export interface FakeAnthropic {
  /** Base URL (ends with /v1). */
  url: string;
  requests: AnthropicRequest[];
  listRequests: IncomingMessage["headers"][];
  reply: string;
  close(): Promise<void>;
}

const MODELS = [
  { id: "claude-sonnet-4-20250514", display_name: "Claude Sonnet 4" },
  { id: "claude-3-5-haiku-20241022", display_name: "Claude Haiku 3.5" },
];

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString("utf8")) as Record<string, unknown>;
}

function writeStream(res: ServerResponse, model: string, text: string) {
  res.writeHead(200, { "content-type": "text/event-stream" });
  const event = (type: string, data: Record<string, unknown>) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  event("message_start", {
    message: { id: "msg_fake", type: "message", role: "assistant", model, content: [], stop_reason: null, usage: { input_tokens: 11, output_tokens: 0 } },
  });
  event("content_block_start", { index: 0, content_block: { type: "text", text: "" } });
  for (const piece of text.split(/(?<=\s)/)) event("content_block_delta", { index: 0, delta: { type: "text_delta", text: piece } });
  event("content_block_stop", { index: 0 });
  event("message_delta", { delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 7 } });
  event("message_stop", {});
  res.end();
}

export async function startFakeAnthropic(apiKey: string): Promise<FakeAnthropic> {
  const requests: AnthropicRequest[] = [];
  const listRequests: IncomingMessage["headers"][] = [];
  const state = { reply: "Hello from the fake Claude." };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.headers["x-api-key"] !== apiKey) {
      send(res, 401, { type: "error", error: { type: "authentication_error", message: "invalid x-api-key" } });
      return;
    }
    const path = req.url?.replace(/\?.*$/, "");
    if (req.method === "GET" && path === "/v1/models") {
      listRequests.push(req.headers);
      send(res, 200, {
        data: MODELS.map((m) => ({ type: "model", created_at: "2025-05-14T00:00:00Z", ...m })),
        has_more: false,
        first_id: MODELS[0].id,
        last_id: MODELS[MODELS.length - 1].id,
      });
      return;
    }
    if (req.method === "POST" && path === "/v1/messages") {
      const body = await readJson(req);
      const model = String(body.model);
      requests.push({ model, stream: body.stream === true, body, headers: req.headers });
      if (!MODELS.some((m) => m.id === model)) {
        send(res, 404, { type: "error", error: { type: "not_found_error", message: `model: ${model}` } });
        return;
      }
      if (body.stream === true) return writeStream(res, model, state.reply);
      send(res, 200, {
        id: "msg_fake",
        type: "message",
        role: "assistant",
        model,
        content: [{ type: "text", text: state.reply }],
        stop_reason: "end_turn",
        stop_sequence: null,
        usage: { input_tokens: 11, output_tokens: 7 },
      });
      return;
    }
    send(res, 404, { type: "error", error: { type: "not_found_error", message: "Not found" } });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    listRequests,
    get reply() {
      return state.reply;
    },
    set reply(text: string) {
      state.reply = text;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
