import { describe, expect, it } from "vitest";
import { judgePassword } from "./password-strength";

describe("judgePassword", () => {
  it("refuses passwords shorter than eight characters", () => {
    expect(judgePassword("x7#Kq2!")).toBe("too_short");
  });

  it("refuses the most common passwords and simple variants of them", () => {
    for (const p of ["password123", "qwertyuiop", "letmein1", "iloveyou123", "p@ssw0rd1234", "12345678", "sunshine99"]) expect(judgePassword(p), p).toBe("too_common");
  });

  it("refuses a password built from the account's own address", () => {
    expect(judgePassword("zorbaquent", ["zorbaquent@example.com"])).toBe("too_common");
    expect(judgePassword("zorbaquent")).toBe("ok");
  });

  it("accepts a long passphrase and a random string", () => {
    expect(judgePassword("spice-orbit-lantern-42")).toBe("ok");
    expect(judgePassword("Tr0ub4dour&3")).toBe("ok");
  });
});
