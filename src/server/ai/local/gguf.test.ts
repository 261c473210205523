import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { tinyGguf } from "../../../../tests/helpers/tiny-gguf";
import { GgufError, readGguf, validateGguf } from "./gguf";

const dir = mkdtempSync(path.join(tmpdir(), "cs-gguf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function write(bytes: Buffer): string {
  const file = path.join(dir, `f${n++}.gguf`);
  writeFileSync(file, bytes);
  return file;
}

const model = tinyGguf({ layers: 2 });

async function problemOf(file: string): Promise<string> {
  try {
    await validateGguf(file);
    return "valid";
  } catch (err) {
    if (err instanceof GgufError) return err.problem;
    throw err;
  }
}

describe("readGguf", () => {
  it("reads the metadata and tensor table of a llama model", async () => {
    const info = await readGguf(write(model));
    expect(info.version).toBe(3);
    expect(info.architecture).toBe("llama");
    expect(info.name).toBe("tiny-test-model");
    expect(info.contextLength).toBe(2048);
    expect(info.hasChatTemplate).toBe(true);
    // token_embd, output_norm, output and nine tensors per layer.
    expect(info.tensors).toHaveLength(3 + 2 * 9);
    const embd = info.tensors.find((t) => t.name === "token_embd.weight")!;
    expect(embd.type).toBe(0);
    expect(embd.bytes).toBe(embd.dims[0] * embd.dims[1] * 4);
    expect(info.dataOffset % 32).toBe(0);
    expect(info.expectedSize).toBe(model.length);
    // The vocabulary array is summarised, not kept.
    expect(info.metadata["tokenizer.ggml.tokens"]).toMatchObject({ itemType: 8 });
    expect((info.metadata["tokenizer.ggml.tokens"] as { values?: unknown }).values).toBeUndefined();
  });
});

describe("validateGguf", () => {
  it("accepts a complete file", async () => {
    expect(await problemOf(write(model))).toBe("valid");
  });

  it("refuses a file cut inside the tensor data, naming both sizes", async () => {
    const cut = model.subarray(0, model.length - 1000);
    await expect(validateGguf(write(cut))).rejects.toThrow(`The file is ${cut.length} bytes but its tensors need ${model.length}`);
  });

  it("refuses a file cut inside the header", async () => {
    expect(await problemOf(write(model.subarray(0, 200)))).toBe("truncated");
  });

  it("refuses what is not GGUF, and versions it cannot read", async () => {
    expect(await problemOf(write(Buffer.from("<html>not a model</html>")))).toBe("not_gguf");
    expect(await problemOf(write(Buffer.alloc(0)))).toBe("not_gguf");
    const v9 = Buffer.from(model);
    v9.writeUInt32LE(9, 4);
    expect(await problemOf(write(v9))).toBe("unsupported_version");
  });

  it("refuses impossible counts and unknown tensor types", async () => {
    const huge = Buffer.from(model);
    huge.writeBigUInt64LE(1n << 40n, 8);
    expect(await problemOf(write(huge))).toBe("corrupt");

    const info = await readGguf(write(model));
    const last = info.tensors.at(-1)!;
    // The tensor's type sits 12 bytes before the data offset's padding: find it by its name in the header.
    const nameAt = model.lastIndexOf(Buffer.from(last.name));
    const typeAt = nameAt + last.name.length + 4 + last.dims.length * 8;
    const odd = Buffer.from(model);
    odd.writeUInt32LE(31, typeAt);
    expect(await problemOf(write(odd))).toBe("unknown_tensor_type");
  });

  it("refuses every shorter prefix of a valid model", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: model.length - 1 }), async (length) => {
        const problem = await problemOf(write(model.subarray(0, length)));
        expect(["truncated", "not_gguf"]).toContain(problem);
      }),
      { numRuns: 40 },
    );
  });
});
