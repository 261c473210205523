/**
 * ggml tensor types: elements per block and bytes per block (ggml.c `type_traits`), enough to compute how many
 * bytes each tensor of a GGUF file must have. Types llama.cpp removed (31-33, 36-38) are absent on purpose.
 */
export const GGML_TYPES: Readonly<Record<number, { name: string; blockSize: number; typeSize: number }>> = {
  0: { name: "F32", blockSize: 1, typeSize: 4 },
  1: { name: "F16", blockSize: 1, typeSize: 2 },
  2: { name: "Q4_0", blockSize: 32, typeSize: 18 },
  3: { name: "Q4_1", blockSize: 32, typeSize: 20 },
  6: { name: "Q5_0", blockSize: 32, typeSize: 22 },
  7: { name: "Q5_1", blockSize: 32, typeSize: 24 },
  8: { name: "Q8_0", blockSize: 32, typeSize: 34 },
  9: { name: "Q8_1", blockSize: 32, typeSize: 36 },
  10: { name: "Q2_K", blockSize: 256, typeSize: 84 },
  11: { name: "Q3_K", blockSize: 256, typeSize: 110 },
  12: { name: "Q4_K", blockSize: 256, typeSize: 144 },
  13: { name: "Q5_K", blockSize: 256, typeSize: 176 },
  14: { name: "Q6_K", blockSize: 256, typeSize: 210 },
  15: { name: "Q8_K", blockSize: 256, typeSize: 292 },
  16: { name: "IQ2_XXS", blockSize: 256, typeSize: 66 },
  17: { name: "IQ2_XS", blockSize: 256, typeSize: 74 },
  18: { name: "IQ3_XXS", blockSize: 256, typeSize: 98 },
  19: { name: "IQ1_S", blockSize: 256, typeSize: 50 },
  20: { name: "IQ4_NL", blockSize: 32, typeSize: 18 },
  21: { name: "IQ3_S", blockSize: 256, typeSize: 110 },
  22: { name: "IQ2_S", blockSize: 256, typeSize: 82 },
  23: { name: "IQ4_XS", blockSize: 256, typeSize: 136 },
  24: { name: "I8", blockSize: 1, typeSize: 1 },
  25: { name: "I16", blockSize: 1, typeSize: 2 },
  26: { name: "I32", blockSize: 1, typeSize: 4 },
  27: { name: "I64", blockSize: 1, typeSize: 8 },
  28: { name: "F64", blockSize: 1, typeSize: 8 },
  29: { name: "IQ1_M", blockSize: 256, typeSize: 56 },
  30: { name: "BF16", blockSize: 1, typeSize: 2 },
  34: { name: "TQ1_0", blockSize: 256, typeSize: 54 },
  35: { name: "TQ2_0", blockSize: 256, typeSize: 66 },
  39: { name: "MXFP4", blockSize: 32, typeSize: 17 },
};

/** GGUF metadata value types (gguf.h `gguf_type`). */
export const GGUF_STRING = 8;
export const GGUF_ARRAY = 9;

/** Bytes of one scalar of each fixed-size type. */
export const SCALAR_SIZES: Readonly<Record<number, number>> = { 0: 1, 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 4, 7: 1, 10: 8, 11: 8, 12: 8 };
