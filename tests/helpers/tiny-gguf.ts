/**
 * Writes a tiny, valid GGUF model for tests: llama architecture, a handful of layers, an SPM vocabulary of a few
 * hundred tokens (with the 256 byte tokens llama.cpp needs), a ChatML chat template and seeded random F32
 * weights. node-llama-cpp loads it and generates (meaningless) tokens fast on a CPU. Never commit the output.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface TinyGgufOptions {
  layers?: number;
  embedding?: number;
  feedForward?: number;
  heads?: number;
  contextLength?: number;
  /** Leave the <0xNN> byte tokens out: llama.cpp then aborts the whole process while loading (a crash test). */
  withoutByteTokens?: boolean;
  /**
   * Never end on its own: control tokens (end of turn included) get a logit far below every other token, so a
   * generation runs until its token limit. Random weights otherwise may end after any token, even the first.
   */
  endless?: boolean;
  /** Write NaN into every weight of the output layer (damaged weights the header check cannot see). */
  nanWeights?: boolean;
  seed?: number;
  name?: string;
}

const ALIGNMENT = 32;
const enum ValueType {
  Uint32 = 4,
  Int32 = 5,
  Float32 = 6,
  Bool = 7,
  String = 8,
  Array = 9,
}
const GGML_F32 = 0;
const TOKEN_NORMAL = 1;
const TOKEN_UNKNOWN = 2;
const TOKEN_CONTROL = 3;
const TOKEN_BYTE = 6;

const CHATML =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

const WORDS = (
  "the a an and or to of in on for with your our you we it is are be this that new now more best free today " +
  "launch product team brand post email news story grow learn share read try get make love help save start " +
  "customers marketing content ideas great easy fast simple better week month year tips guide"
).split(" ");

type Metadata = [key: string, type: ValueType, value: unknown, itemType?: ValueType][];

class Writer {
  private chunks: Buffer[] = [];
  length = 0;
  push(buf: Buffer) {
    this.chunks.push(buf);
    this.length += buf.length;
  }
  u32(v: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v);
    this.push(b);
  }
  i32(v: number) {
    const b = Buffer.alloc(4);
    b.writeInt32LE(v);
    this.push(b);
  }
  u64(v: number) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(v));
    this.push(b);
  }
  f32(v: number) {
    const b = Buffer.alloc(4);
    b.writeFloatLE(v);
    this.push(b);
  }
  str(s: string) {
    const bytes = Buffer.from(s, "utf8");
    this.u64(bytes.length);
    this.push(bytes);
  }
  value(type: ValueType, v: unknown, itemType?: ValueType) {
    switch (type) {
      case ValueType.Uint32:
        return this.u32(v as number);
      case ValueType.Int32:
        return this.i32(v as number);
      case ValueType.Float32:
        return this.f32(v as number);
      case ValueType.Bool:
        return this.push(Buffer.from([v ? 1 : 0]));
      case ValueType.String:
        return this.str(v as string);
      case ValueType.Array: {
        const items = v as unknown[];
        this.u32(itemType!);
        this.u64(items.length);
        for (const item of items) this.value(itemType!, item);
        return;
      }
    }
  }
  pad(alignment: number) {
    const rest = this.length % alignment;
    if (rest) this.push(Buffer.alloc(alignment - rest));
  }
  toBuffer() {
    return Buffer.concat(this.chunks);
  }
}

/** mulberry32: the same seed always gives the same weights, so the file (and its sha256) is reproducible. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function vocabulary(withoutByteTokens: boolean) {
  const tokens: string[] = ["<unk>", "<s>", "</s>"];
  const types: number[] = [TOKEN_UNKNOWN, TOKEN_CONTROL, TOKEN_CONTROL];
  if (!withoutByteTokens) {
    for (let b = 0; b < 256; b++) {
      tokens.push(`<0x${b.toString(16).toUpperCase().padStart(2, "0")}>`);
      types.push(TOKEN_BYTE);
    }
  }
  tokens.push("<|im_start|>", "<|im_end|>");
  types.push(TOKEN_CONTROL, TOKEN_CONTROL);
  const pieces = new Set<string>(["▁"]);
  for (const c of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.,!?:;'-0123456789") pieces.add(c);
  for (const w of WORDS) {
    pieces.add(`▁${w}`);
    pieces.add(w);
  }
  for (const p of pieces) {
    tokens.push(p);
    types.push(TOKEN_NORMAL);
  }
  const scores = tokens.map((t, i) => (types[i] === TOKEN_NORMAL ? -i / 10 + t.length : 0));
  const control = types.flatMap((type, id) => (type === TOKEN_CONTROL || type === TOKEN_UNKNOWN ? [id] : []));
  return { tokens, types, scores, control, imStart: tokens.indexOf("<|im_start|>"), imEnd: tokens.indexOf("<|im_end|>") };
}

/** The bytes of a tiny GGUF model. */
export function tinyGguf(options: TinyGgufOptions = {}): Buffer {
  const layers = options.layers ?? 2;
  const embd = options.embedding ?? 64;
  const ff = options.feedForward ?? 128;
  const heads = options.heads ?? 4;
  const vocab = vocabulary(options.withoutByteTokens ?? false);
  const nVocab = vocab.tokens.length;
  const random = rng(options.seed ?? 1);

  const metadata: Metadata = [
    ["general.architecture", ValueType.String, "llama"],
    ["general.name", ValueType.String, options.name ?? "tiny-test-model"],
    ["general.alignment", ValueType.Uint32, ALIGNMENT],
    ["general.file_type", ValueType.Uint32, 0],
    ["llama.context_length", ValueType.Uint32, options.contextLength ?? 2048],
    ["llama.embedding_length", ValueType.Uint32, embd],
    ["llama.block_count", ValueType.Uint32, layers],
    ["llama.feed_forward_length", ValueType.Uint32, ff],
    ["llama.attention.head_count", ValueType.Uint32, heads],
    ["llama.attention.head_count_kv", ValueType.Uint32, heads],
    ["llama.rope.dimension_count", ValueType.Uint32, embd / heads],
    ["llama.attention.layer_norm_rms_epsilon", ValueType.Float32, 1e-5],
    ["llama.vocab_size", ValueType.Uint32, nVocab],
    ["tokenizer.ggml.model", ValueType.String, "llama"],
    ["tokenizer.ggml.tokens", ValueType.Array, vocab.tokens, ValueType.String],
    ["tokenizer.ggml.scores", ValueType.Array, vocab.scores, ValueType.Float32],
    ["tokenizer.ggml.token_type", ValueType.Array, vocab.types, ValueType.Int32],
    ["tokenizer.ggml.bos_token_id", ValueType.Uint32, 1],
    ["tokenizer.ggml.eos_token_id", ValueType.Uint32, vocab.imEnd],
    ["tokenizer.ggml.unknown_token_id", ValueType.Uint32, 0],
    ["tokenizer.ggml.add_bos_token", ValueType.Bool, false],
    ["tokenizer.chat_template", ValueType.String, CHATML],
  ];

  // Endless: dimension 0 of every token embedding is large, so it dominates the normalised hidden state and
  // a strongly negative weight there sinks the control tokens' logits (ne0 = embd is the fastest index).
  const endless = options.endless ?? false;
  const tweak = {
    "token_embd.weight": (i: number) => (endless && i % embd === 0 ? 4 : undefined),
    "output.weight": (i: number) => (endless && i % embd === 0 && vocab.control.includes(i / embd) ? -8 : undefined),
  } as Record<string, (i: number) => number | undefined>;
  const tensors: { name: string; dims: number[]; fill: "ones" | "random" }[] = [
    { name: "token_embd.weight", dims: [embd, nVocab], fill: "random" },
    { name: "output_norm.weight", dims: [embd], fill: "ones" },
    { name: "output.weight", dims: [embd, nVocab], fill: "random" },
  ];
  for (let i = 0; i < layers; i++) {
    tensors.push(
      { name: `blk.${i}.attn_norm.weight`, dims: [embd], fill: "ones" },
      { name: `blk.${i}.attn_q.weight`, dims: [embd, embd], fill: "random" },
      { name: `blk.${i}.attn_k.weight`, dims: [embd, embd], fill: "random" },
      { name: `blk.${i}.attn_v.weight`, dims: [embd, embd], fill: "random" },
      { name: `blk.${i}.attn_output.weight`, dims: [embd, embd], fill: "random" },
      { name: `blk.${i}.ffn_norm.weight`, dims: [embd], fill: "ones" },
      { name: `blk.${i}.ffn_gate.weight`, dims: [embd, ff], fill: "random" },
      { name: `blk.${i}.ffn_up.weight`, dims: [embd, ff], fill: "random" },
      { name: `blk.${i}.ffn_down.weight`, dims: [ff, embd], fill: "random" },
    );
  }

  const head = new Writer();
  head.push(Buffer.from("GGUF", "ascii"));
  head.u32(3);
  head.u64(tensors.length);
  head.u64(metadata.length);
  for (const [key, type, value, itemType] of metadata) {
    head.str(key);
    head.u32(type);
    head.value(type, value, itemType);
  }
  let offset = 0;
  const data: Buffer[] = [];
  for (const t of tensors) {
    const count = t.dims.reduce((a, b) => a * b, 1);
    const buf = Buffer.alloc(count * 4);
    const fixed = tweak[t.name];
    for (let i = 0; i < count; i++) {
      const value = t.fill === "ones" ? 1 : options.nanWeights && t.name === "output.weight" ? Number.NaN : (random() - 0.5) * 0.2;
      buf.writeFloatLE(fixed?.(i) ?? value, i * 4);
    }
    head.str(t.name);
    head.u32(t.dims.length);
    for (const d of t.dims) head.u64(d);
    head.u32(GGML_F32);
    head.u64(offset);
    const padded = Math.ceil(buf.length / ALIGNMENT) * ALIGNMENT;
    data.push(buf, Buffer.alloc(padded - buf.length));
    offset += padded;
  }
  head.pad(ALIGNMENT);
  return Buffer.concat([head.toBuffer(), ...data]);
}

export interface WrittenGguf {
  file: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

/** Writes a tiny GGUF into `dir` (created if needed) and answers its path, size and sha256. */
export function writeTinyGguf(dir: string, fileName = "tiny.gguf", options: TinyGgufOptions = {}): WrittenGguf {
  mkdirSync(dir, { recursive: true });
  const bytes = tinyGguf(options);
  const file = path.join(dir, fileName);
  writeFileSync(file, bytes);
  return { file, size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex"), bytes };
}
