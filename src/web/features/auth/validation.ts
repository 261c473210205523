import { AUTH } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { ApiError } from "@/web/lib/api-error";

export interface AuthFieldErrors {
  email?: string;
  password?: string;
  confirmPassword?: string;
}

/** Spec §5: sign in needs email and password. */
export function validateSignIn(email: string, password: string): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  if (!email.trim()) errors.email = messages.auth.emailRequired;
  if (!password) errors.password = messages.auth.passwordRequired;
  return errors;
}

/** Spec §5: sign up needs email and password, at least AUTH.minPasswordLength characters, and matching confirmation. */
export function validateSignUp(email: string, password: string, confirmPassword: string): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  if (!email.trim()) errors.email = messages.auth.emailRequired;
  if (!password) errors.password = messages.auth.passwordRequired;
  else if (password.length < AUTH.minPasswordLength) errors.password = messages.auth.passwordTooShort;
  if (password && confirmPassword !== password) errors.confirmPassword = messages.auth.passwordsDoNotMatch;
  return errors;
}

export function validateNewPassword(password: string, confirmPassword: string): AuthFieldErrors {
  const errors: AuthFieldErrors = {};
  if (password.length < AUTH.minPasswordLength) errors.password = messages.auth.passwordTooShort;
  if (confirmPassword !== password) errors.confirmPassword = messages.auth.passwordsDoNotMatch;
  return errors;
}

export const hasErrors = (e: AuthFieldErrors) => Object.values(e).some(Boolean);

/** The server refuses a new password it finds too short or too common (code weak_password): shown under the field. */
export const weakPasswordError = (err: unknown): string | undefined => (err instanceof ApiError && err.code === "weak_password" ? err.message : undefined);
