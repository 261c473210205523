import { describe, expect, it } from "vitest";
import { storageAmount } from "./storage-amount";

describe("storageAmount", () => {
  it("writes quotas and use as people set them", () => {
    expect(storageAmount(1024 ** 3)).toBe("1 GB");
    expect(storageAmount(1.5 * 1024 ** 3)).toBe("1.5 GB");
    expect(storageAmount(998 * 1024 ** 2)).toBe("998 MB");
    expect(storageAmount(0)).toBe("0 MB");
    expect(storageAmount(300)).toBe("1 KB");
    expect(storageAmount(12 * 1024)).toBe("12 KB");
  });
});
