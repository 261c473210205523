/**
 * The local-model child process (forked by runner.ts). It holds at most one model in memory, runs one
 * generation at a time and streams text chunks back as llama.cpp makes them. llama.cpp may abort the whole
 * process on a malformed file: the parent reports that and starts a new child on the next request.
 * Imports are relative only: in production this file is bundled on its own as dist/server/local-runner.js.
 */
import type { ChatHistoryItem, Llama, LlamaChat, LlamaContext, LlamaGrammar, LlamaModel } from "node-llama-cpp";
import { RUNNER_ENV, type CheckResult, type ChildMessage, type GenerateRequest, type ParentMessage } from "./runner-protocol";

interface Loaded {
  path: string;
  model: LlamaModel;
  context: LlamaContext;
  chat: LlamaChat;
}

const threads = Math.max(1, Number(process.env[RUNNER_ENV.threads]) || 1);
const wantedContext = Math.max(256, Number(process.env[RUNNER_ENV.contextSize]) || 4096);

let llama: Llama;
let loaded: Loaded | undefined;
const aborts = new Map<number, AbortController>();
let queue: Promise<void> = Promise.resolve();

const send = (message: ChildMessage) => process.send?.(message);

async function unload(): Promise<void> {
  const current = loaded;
  loaded = undefined;
  if (!current) return;
  current.chat.dispose();
  await current.context.dispose();
  await current.model.dispose();
}

async function ensureModel(id: number, modelPath: string): Promise<Loaded> {
  if (loaded?.path === modelPath) return loaded;
  await unload();
  send({ type: "loading", id, modelPath });
  const { LlamaChat } = await import("node-llama-cpp");
  const model = await llama.loadModel({ modelPath });
  try {
    const context = await model.createContext({ contextSize: Math.min(wantedContext, model.trainContextSize), threads, sequences: 1 });
    const chat = new LlamaChat({ contextSequence: context.getSequence() });
    loaded = { path: modelPath, model, context, chat };
    send({ type: "loaded", id, modelPath, contextSize: context.contextSize });
    return loaded;
  } catch (err) {
    await model.dispose();
    throw err;
  }
}

function history(req: GenerateRequest): ChatHistoryItem[] {
  const items: ChatHistoryItem[] = req.messages.map((m) =>
    m.role === "system" ? { type: "system", text: m.content } : m.role === "user" ? { type: "user", text: m.content } : { type: "model", response: [m.content] },
  );
  // The model answers by continuing an empty response turn.
  items.push({ type: "model", response: [] });
  return items;
}

async function grammarFor(schema: unknown, warnings: string[]): Promise<LlamaGrammar | undefined> {
  if (schema === undefined) return undefined;
  try {
    return await llama.createGrammarForJsonSchema(schema as Parameters<Llama["createGrammarForJsonSchema"]>[0]);
  } catch (err) {
    warnings.push(`The JSON schema could not be enforced: ${(err as Error).message}`);
    return undefined;
  }
}

async function generate(req: GenerateRequest): Promise<void> {
  const abort = aborts.get(req.id);
  if (!abort || abort.signal.aborted) {
    send({ type: "done", id: req.id, stopReason: "abort", inputTokens: 0, outputTokens: 0, warnings: [] });
    return;
  }
  let target: Loaded;
  try {
    target = await ensureModel(req.id, req.modelPath);
  } catch (err) {
    send({ type: "error", id: req.id, code: "load_failed", message: (err as Error).message });
    return;
  }
  const warnings: string[] = [];
  const grammar = await grammarFor(req.jsonSchema, warnings);
  const meter = target.chat.sequence.tokenMeter;
  const before = { input: meter.usedInputTokens, output: meter.usedOutputTokens };
  try {
    const result = await target.chat.generateResponse(history(req), {
      maxTokens: req.maxTokens,
      temperature: req.temperature,
      topP: req.topP,
      topK: req.topK,
      seed: req.seed,
      customStopTriggers: req.stop?.length ? req.stop : undefined,
      grammar,
      signal: abort.signal,
      stopOnAbortSignal: true,
      onTextChunk: (text) => {
        if (text) send({ type: "token", id: req.id, text });
      },
    });
    const reason = result.metadata.stopReason;
    send({
      type: "done",
      id: req.id,
      stopReason: reason === "maxTokens" ? "length" : reason === "abort" ? "abort" : "stop",
      inputTokens: meter.usedInputTokens - before.input,
      outputTokens: meter.usedOutputTokens - before.output,
      warnings,
    });
  } catch (err) {
    if (abort.signal.aborted) {
      send({ type: "done", id: req.id, stopReason: "abort", inputTokens: 0, outputTokens: 0, warnings });
      return;
    }
    const message = (err as Error).message ?? String(err);
    const code = /context size|too long|too small/i.test(message) ? "context_too_small" : "generation_failed";
    send({ type: "error", id: req.id, code, message });
  }
}

function handle(message: ParentMessage): void {
  switch (message.type) {
    case "generate":
      aborts.set(message.id, new AbortController());
      queue = queue.then(() => generate(message)).finally(() => aborts.delete(message.id));
      return;
    case "abort":
      aborts.get(message.id)?.abort(new Error("aborted"));
      return;
    case "unload":
      queue = queue.then(async () => {
        await unload();
        send({ type: "unloaded", id: message.id });
      });
      return;
    case "stats":
      send({ type: "stats", id: message.id, rssBytes: process.memoryUsage.rss(), modelPath: loaded?.path ?? null });
      return;
  }
}

/** A short text for the check: words, punctuation and a non-ASCII letter (byte tokens on most vocabularies). */
const CHECK_TEXT = "Hello, this is a short check of the model: café, 2025.";

/** Check mode: load the file, evaluate a short text once and say whether the next token's probability is a number. */
async function check(modelPath: string): Promise<CheckResult> {
  let model: LlamaModel;
  try {
    model = await llama.loadModel({ modelPath });
  } catch (err) {
    // llama.cpp's own reason reaches its log callback (and so stderr) a moment after the load fails.
    await new Promise((resolve) => setTimeout(resolve, 250));
    return { type: "checked", ok: false, problem: "load_failed", detail: (err as Error).message };
  }
  const context = await model.createContext({ contextSize: Math.min(256, model.trainContextSize), threads, sequences: 1 });
  const tokens = model.tokenize(CHECK_TEXT);
  if (tokens.length === 0) return { type: "checked", ok: false, problem: "no_tokens", detail: "" };
  let confidence = Number.NaN;
  for await (const out of context.getSequence().evaluateWithMetadata(tokens, { confidence: true }, { temperature: 0 })) {
    confidence = out.confidence;
    break;
  }
  // NaN or infinite weights make every probability NaN: llama.cpp still "answers", with garbage.
  if (!Number.isFinite(confidence)) return { type: "checked", ok: false, problem: "not_finite", detail: String(confidence) };
  return { type: "checked", ok: true };
}

async function main(): Promise<void> {
  const { getLlama, LlamaLogLevel } = await import("node-llama-cpp");
  llama = await getLlama({
    gpu: false,
    build: "never",
    maxThreads: threads,
    logLevel: LlamaLogLevel.warn,
    // stderr goes to the parent, which keeps the last lines for its log when something fails.
    logger: (_level, text) => process.stderr.write(`${text}\n`),
  });
  const checkFile = process.env[RUNNER_ENV.check];
  if (checkFile) {
    const result = await check(checkFile);
    // Exit once the answer has left: the loaded model is not worth disposing of in a process that ends.
    await new Promise<void>((resolve) => (process.send ? process.send(result, () => resolve()) : resolve()));
    process.exit(0);
  }
  process.on("message", (m) => handle(m as ParentMessage));
  // The parent went away: nothing will read our answers.
  process.on("disconnect", () => process.exit(0));
  send({ type: "ready", threads });
}

main().catch((err) => {
  process.stderr.write(`local model runner failed to start: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
