/**
 * The demo's language models as AI SDK LanguageModelV3s: builtin-writer (text in, text out) and builtin-vision
 * (the writer, plus the main colour of each attached image). Same output for generate and stream; usage is one
 * token per four characters; JSON answers are never cut short by maxOutputTokens.
 */
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3DataContent,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import { colourOf } from "@/server/lib/image-colour";
import { applyBrandRules } from "../brand-rules";
import { DEFAULT_DIRECTIVE, parseBuiltinDirective, stripBuiltinDirective, type BuiltinTask } from "../directive";
import { headlines, ideas, repurpose, seo, topics, visuals } from "./structured";
import { capitalise, hashString, nth } from "./text";
import { adjust, alternatives, expand, piece, post, type Piece } from "./writer";

export const BUILTIN_PROVIDER = "builtin";

interface Prompt {
  system: string;
  user: string;
  images: LanguageModelV3DataContent[];
  inputChars: number;
}

function readPrompt(prompt: LanguageModelV3CallOptions["prompt"]): Prompt {
  const out: Prompt = { system: "", user: "", images: [], inputChars: 0 };
  for (const message of prompt) {
    if (message.role === "system") out.system += `${message.content}\n\n`;
    if (message.role !== "user") continue;
    for (const part of message.content) {
      if (part.type === "text") out.user += `${part.text}\n\n`;
      // An image costs input tokens with real providers too; a fixed estimate is enough here.
      else if (part.type === "file" && part.mediaType.startsWith("image/")) out.images.push(part.data);
    }
  }
  out.inputChars = out.system.trim().length + out.user.trim().length + out.images.length * 1000;
  return { ...out, system: out.system.trim(), user: out.user.trim() };
}

const TASKS: Record<BuiltinTask, (p: Piece) => string> = { post, alternatives, adjust, expand, topics, ideas, repurpose, headlines, seo, visuals };
const JSON_TASKS = new Set<BuiltinTask>(["topics", "ideas", "repurpose", "headlines", "seo", "visuals"]);

/** The writer: the directive says the task; the brand's hard rules are applied to the answer. */
export function write(system: string, user: string, seed: number, see?: (p: Piece) => void): { text: string; json: boolean } {
  const d = parseBuiltinDirective(system) ?? parseBuiltinDirective(user) ?? DEFAULT_DIRECTIVE;
  const template = stripBuiltinDirective(system);
  const material = stripBuiltinDirective(user);
  const p = piece(d, template, material === "" && d.task === "post" && !see ? template : material, seed);
  see?.(p);
  const json = JSON_TASKS.has(d.task);
  const text = TASKS[d.task](p);
  return { text: applyBrandRules(json ? text : text.replace(/\n{3,}/g, "\n\n").trim(), d.brand ?? null), json };
}

/** Image bytes from a file part: raw bytes, base64, or a data URL (the AI SDK downloads remote URLs first). */
export function imageBytes(data: LanguageModelV3DataContent): Uint8Array | null {
  if (data instanceof Uint8Array) return data;
  if (data instanceof URL) return data.protocol === "data:" ? imageBytes(data.href) : null;
  const m = /^data:[^;,]*(;base64)?,(.*)$/s.exec(data);
  if (m) return m[1] ? Buffer.from(m[2], "base64") : Buffer.from(decodeURIComponent(m[2]), "latin1");
  return Buffer.from(data, "base64");
}

const LOOKS = [
  (c: string) => `Those ${c} tones set the mood.`,
  (c: string) => `A splash of ${c} that makes you stop scrolling.`,
  (c: string) => `All about that ${c}.`,
  (c: string) => `${capitalise(c)} never looked this good.`,
];

/** The writer with the main colour of each image as a line of copy (the measurements themselves are never printed). */
async function see(system: string, user: string, seed: number, images: LanguageModelV3DataContent[]) {
  const colours: string[] = [];
  for (const data of images) {
    const bytes = imageBytes(data);
    const colour = bytes ? await colourOf(bytes) : null;
    if (colour) colours.push(colour);
  }
  return write(system, user, seed, (p) => {
    if (colours.length === 0) return;
    if (p.material === "") Object.assign(p, { subject: `this ${colours[0]} shot`, Subject: `This ${colours[0]} shot` });
    const swipe = colours.length > 1 ? [`Swipe through all ${colours.length} to see the full set.`] : [];
    p.sents = [nth(LOOKS, p.v)(colours[0]), ...p.sents, ...swipe];
  });
}

function usage(inputChars: number, outputChars: number): LanguageModelV3Usage {
  const [input, output] = [Math.ceil(inputChars / 4), Math.ceil(outputChars / 4)];
  return { inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: output, text: output, reasoning: 0 } };
}

/** Chunks of one to four words (whitespace kept), so joining them gives the text back exactly. */
export function chunkText(text: string, seed = 0): string[] {
  const tokens = text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const n = 1 + (hashString(String(i), seed) % 4);
    chunks.push(tokens.slice(i, i + n).join(""));
    i += n;
  }
  return chunks.join("") === text ? chunks : [text];
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => (clearTimeout(t), reject(signal.reason)));
  });

export interface TextModelOptions {
  seed?: number;
  chunkDelayMs?: number;
}

export function createTextModel(modelId: "builtin-writer" | "builtin-vision", opts: TextModelOptions = {}): LanguageModelV3 {
  const run = async (options: LanguageModelV3CallOptions) => {
    options.abortSignal?.throwIfAborted();
    const prompt = readPrompt(options.prompt);
    const seed = (opts.seed ?? 0) ^ (options.seed ?? 0);
    const answer =
      modelId === "builtin-vision" && prompt.images.length > 0
        ? await see(prompt.system, prompt.user, seed, prompt.images)
        : write(prompt.system, prompt.user, seed);
    options.abortSignal?.throwIfAborted();
    const max = options.maxOutputTokens ? options.maxOutputTokens * 4 : Infinity;
    const truncated = !answer.json && answer.text.length > max;
    const text = truncated ? answer.text.slice(0, max).replace(/\s+\S*$/, "") : answer.text;
    const warnings = options.tools?.length
      ? [{ type: "unsupported" as const, feature: "tools", details: "The built-in offline models do not call tools." }]
      : [];
    return {
      text,
      warnings,
      usage: usage(prompt.inputChars, text.length),
      finishReason: truncated ? { unified: "length" as const, raw: "length" } : { unified: "stop" as const, raw: "stop" },
    };
  };
  return {
    specificationVersion: "v3",
    provider: BUILTIN_PROVIDER,
    modelId,
    supportedUrls: {},
    async doGenerate(options) {
      const { text, ...rest } = await run(options);
      return { ...rest, content: [{ type: "text", text }], response: { modelId } };
    },
    async doStream(options) {
      const { text, warnings, usage, finishReason } = await run(options);
      const parts: LanguageModelV3StreamPart[] = [
        { type: "stream-start", warnings },
        { type: "response-metadata", modelId },
        { type: "text-start", id: "0" },
        ...chunkText(text, hashString(text)).map((delta): LanguageModelV3StreamPart => ({ type: "text-delta", id: "0", delta })),
        { type: "text-end", id: "0" },
        { type: "finish", usage, finishReason },
      ];
      let i = 0;
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        async pull(controller) {
          try {
            options.abortSignal?.throwIfAborted();
            if (i >= parts.length) return controller.close();
            if (opts.chunkDelayMs && parts[i].type === "text-delta") await sleep(opts.chunkDelayMs, options.abortSignal);
            controller.enqueue(parts[i++]);
          } catch (err) {
            controller.error(err);
          }
        },
      });
      return { stream };
    },
  };
}
