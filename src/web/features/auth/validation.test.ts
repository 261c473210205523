import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { hasErrors, validateSignIn, validateSignUp } from "./validation";

describe("auth form validation", () => {
  it("requires email and password to sign in", () => {
    expect(validateSignIn("", "")).toEqual({ email: messages.auth.emailRequired, password: messages.auth.passwordRequired });
    expect(hasErrors(validateSignIn("a@b.co", "x"))).toBe(false);
  });

  it("uses the spec's words for short and mismatched passwords", () => {
    expect(validateSignUp("a@b.co", "1234567", "1234567").password).toBe("Password must be at least 8 characters long");
    expect(validateSignUp("a@b.co", "12345678", "123456789").confirmPassword).toBe("Passwords do not match");
    expect(hasErrors(validateSignUp("a@b.co", "12345678", "12345678"))).toBe(false);
  });
});
