import { describe, expect, it } from "vitest";
import { InvalidKeyError, isValidKey, keyOwner, newObjectKey } from "./storage";

const userId = "3f1c2b7e-0d4a-4c55-9a7e-1b2c3d4e5f60";

describe("object keys", () => {
  it("are userId/timestamp-random.ext, made by the server", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const key = newObjectKey(userId, "png", now);
    expect(key).toMatch(new RegExp(`^${userId}/${now.getTime()}-[0-9a-f]{16}\\.png$`));
    expect(keyOwner(key)).toBe(userId);
    expect(isValidKey(key)).toBe(true);
    expect(newObjectKey(userId, "png", now)).not.toBe(key);
    expect(newObjectKey(userId, ".JPG", now)).toMatch(/\.jpg$/);
  });

  it("refuses an extension or user id that could change the path", () => {
    expect(() => newObjectKey(userId, "png/../x")).toThrow(InvalidKeyError);
    expect(() => newObjectKey("../etc", "png")).toThrow(InvalidKeyError);
    expect(() => newObjectKey("a/b", "png")).toThrow(InvalidKeyError);
  });

  it("rejects traversal, absolute, empty, odd-character and overlong keys", () => {
    const bad = [
      "../etc/passwd",
      "user/../../etc/passwd",
      "user/./file.png",
      "/absolute.png",
      "user//file.png",
      "user/file.png/",
      "user\\file.png",
      "user/fi le.png",
      "user/%2e%2e/file.png",
      "user/file.png\u0000",
      "",
      `user/${"a".repeat(600)}`,
    ];
    for (const key of bad) expect(isValidKey(key), JSON.stringify(key.slice(0, 40))).toBe(false);
  });

  it("accepts plain segments of letters, digits, dot, dash and underscore", () => {
    expect(isValidKey("user_1/2026-01-01.file.v2.png")).toBe(true);
  });
});
