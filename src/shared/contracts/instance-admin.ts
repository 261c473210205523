/**
 * Instance administration (issue 25), for the server's admins (users.role = admin): who may sign up, and the users
 * page (search, disable and enable, delete, resend confirmation, make or remove an admin). Also the account's own
 * deletion and the workspace budgets every member reads.
 */
import { z } from "zod";
import { AUTH } from "../constants";
import { messages } from "../messages";

export const SIGNUP_MODES = ["open", "invite_only", "closed"] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

export const instanceSettingsSchema = z.object({ signup_mode: z.enum(SIGNUP_MODES) });
export type InstanceSettingsDto = z.infer<typeof instanceSettingsSchema>;

export const adminUsersQuery = z.object({
  q: z.string().trim().max(200).optional(),
});

export const adminUserSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  role: z.enum(["user", "admin"]),
  email_confirmed_at: z.string().nullable(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  /** The team workspaces this user owns (deleting the user deletes them too). */
  owned_teams: z.array(z.string()),
});
export type AdminUserDto = z.infer<typeof adminUserSchema>;

export const ADMIN_USERS_PAGE = 200;
export const adminUsersList = z.object({ users: z.array(adminUserSchema), truncated: z.boolean() });
export type AdminUsersList = z.infer<typeof adminUsersList>;

export const adminRoleBody = z.object({ role: z.enum(["user", "admin"]) });

/** Deleting one's own account: the password and the typed word. */
export const deleteAccountBody = z.object({
  password: z.string().min(1, messages.auth.passwordRequired).max(AUTH.maxPasswordLength),
  confirmation: z.string().max(50),
});

export const BUDGET_UNITS = ["tokens", "usd"] as const;
export type BudgetUnit = (typeof BUDGET_UNITS)[number];
export const BUDGET_WARNING_PERCENT = 80;
export const MAX_BUDGET = 1_000_000_000;

export const budgetBody = z.object({
  unit: z.enum(BUDGET_UNITS),
  monthly_limit: z.coerce.number({ error: messages.budgets.invalidAmount }).gt(0, messages.budgets.invalidAmount).max(MAX_BUDGET, messages.budgets.invalidAmount),
});

/** A workspace's budget this month; budget null: none set (no limit). */
export const budgetStatusSchema = z.object({
  workspace_id: z.string().uuid(),
  workspace_name: z.string(),
  budget: z.object({ unit: z.enum(BUDGET_UNITS), monthly_limit: z.number() }).nullable(),
  /** Used this calendar month (UTC), in the budget's unit (tokens when none is set). */
  used: z.number(),
  /** used / limit in percent, rounded down; null without a budget. */
  percent: z.number().nullable(),
  state: z.enum(["none", "ok", "warning", "exceeded"]),
  /** The warning or refusal to show; null when neither. */
  message: z.string().nullable(),
  month: z.string(),
});
export type BudgetStatusDto = z.infer<typeof budgetStatusSchema>;
