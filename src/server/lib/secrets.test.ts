import { describe, expect, it } from "vitest";
import { createSecretBox, SecretError, secretHint } from "./secrets";

const KEY = "a-secrets-key-that-is-long-enough-0123456789";

describe("secret box", () => {
  it("round-trips and never stores the plain value", () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal("sk-live-abcdef123456", "ai_connection:1");
    expect(sealed).not.toContain("sk-live");
    expect(sealed.startsWith("v1.")).toBe(true);
    expect(box.open(sealed, "ai_connection:1")).toBe("sk-live-abcdef123456");
  });

  it("uses a fresh IV each time", () => {
    const box = createSecretBox(KEY);
    expect(box.seal("same", "c")).not.toBe(box.seal("same", "c"));
  });

  it("refuses another row's context, another key and a tampered value", () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal("token", "account:1");
    expect(() => box.open(sealed, "account:2")).toThrow(SecretError);
    expect(() => createSecretBox(`${KEY}x`).open(sealed, "account:1")).toThrow(SecretError);
    const parts = sealed.split(".");
    parts[3] = Buffer.from("other").toString("base64url");
    expect(() => box.open(parts.join("."), "account:1")).toThrow(SecretError);
    expect(() => box.open("plain-text", "account:1")).toThrow(SecretError);
  });

  it("refuses a short key", () => {
    expect(() => createSecretBox("short")).toThrow(SecretError);
  });

  it("hints with the last 4 characters of long values only", () => {
    expect(secretHint("sk-1234567890abcd")).toBe("abcd");
    expect(secretHint("short")).toBe("");
  });
});
