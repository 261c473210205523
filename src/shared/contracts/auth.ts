import { z } from "zod";
import { AUTH } from "../constants";
import { messages } from "../messages";

export const emailSchema = z.string().trim().min(1, messages.auth.emailRequired).max(254).email("Invalid email address");
export const newPasswordSchema = z
  .string()
  .min(AUTH.minPasswordLength, messages.auth.passwordTooShort)
  .max(AUTH.maxPasswordLength, "Password is too long");

/** `setup_code`: the code from the server's start-up log that makes the first administrator (decision 003). */
export const signUpBody = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  setup_code: z.string().trim().max(64).optional(),
  /** A workspace invitation's token: what lets a sign-up through when sign-up is invite-only (issue 25). */
  invitation_token: z.string().trim().max(200).optional(),
});
export const signInBody = z.object({ email: emailSchema, password: z.string().min(1, messages.auth.passwordRequired).max(AUTH.maxPasswordLength) });
export const refreshBody = z.object({ refresh_token: z.string().min(1).max(200).optional() });
export const recoverBody = z.object({ email: emailSchema });
export const verifyBody = z.object({
  type: z.enum(["signup", "recovery", "email_change"]),
  token: z.string().min(1).max(200),
  /** recovery: the new password; signup: the password chosen at sign-up (the link confirms only with it). */
  password: z.string().min(1, messages.auth.passwordRequired).max(AUTH.maxPasswordLength).optional(),
});
/** Changing the email or the password needs the current password. */
export const updateUserBody = z
  .object({
    email: emailSchema.optional(),
    password: newPasswordSchema.optional(),
    current_password: z.string({ error: messages.auth.currentPasswordRequired }).min(1, messages.auth.currentPasswordRequired).max(AUTH.maxPasswordLength),
  })
  .refine((b) => b.email !== undefined || b.password !== undefined, { message: messages.auth.emailOrPasswordRequired, path: ["email"] });

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(["user", "admin"]),
  email_confirmed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  new_email: z.string().optional(),
  identities: z.array(z.object({ provider: z.string(), identity_id: z.string() })),
  factors: z.array(z.object({ id: z.string(), factor_type: z.enum(["totp", "phone"]), status: z.literal("verified") })),
});
export type UserDto = z.infer<typeof userSchema>;

export const sessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  expires_in: z.number(),
  expires_at: z.number(),
  /** Left out for browsers: their refresh token travels only in the httpOnly cookie. */
  refresh_token: z.string().optional(),
  user: userSchema,
});
export type SessionDto = z.infer<typeof sessionSchema>;

/**
 * Public facts the sign-up page needs: where mail goes. `smtp` sends real mail, `mailbox` keeps it in the dev
 * mailbox of a local server, `none` means mail cannot reach users (production without SMTP). `setup_code`: no
 * administrator exists yet and one is made only with the setup code from the server's start-up log.
 */
export const authSettingsSchema = z.object({
  mail: z.enum(["smtp", "mailbox", "none"]),
  setup_code: z.boolean(),
  /** Who may sign up (issue 25): the sign-up page says so before anyone types. */
  signup_mode: z.enum(["open", "invite_only", "closed"]),
});
export type AuthSettingsDto = z.infer<typeof authSettingsSchema>;

export const messageSchema = z.object({ message: z.string() });

export const mailSchema = z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), created_at: z.string() });
export type MailDto = z.infer<typeof mailSchema>;
