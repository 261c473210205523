import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true, mode: "string" }),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    /** Set by an instance admin: sign-in is refused and every session ends (issue 25). */
    disabledAt: timestamp("disabled_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

/**
 * A signed-in session: one refresh-token family. Every access token names its session (`sid`) and is refused once
 * the session has ended (sign-out, password reset or change, refresh-token reuse).
 */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endedAt: timestamp("ended_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    family: uuid("family").notNull(),
    parentId: uuid("parent_id"),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "string" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_idx").on(t.tokenHash),
    index("refresh_tokens_family_idx").on(t.family),
    index("refresh_tokens_user_idx").on(t.userId),
  ],
);

export const authTokens = pgTable(
  "auth_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["signup", "recovery", "email_change"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    newEmail: text("new_email"),
    /** Sign-up tokens: the password of that sign-up, applied when its link is clicked. */
    passwordHash: text("password_hash"),
    /** Sign-up tokens: the hash of the setup code that sign-up presented (it makes the first admin, decision 003). */
    setupCodeHash: text("setup_code_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "string" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("auth_tokens_hash_idx").on(t.tokenHash), index("auth_tokens_user_idx").on(t.userId, t.type)],
);

/**
 * First-administrator setup codes (decision 003): the hashes of the codes printed at start while no administrator
 * exists, one per start (so instances starting together each print one that works); all deleted once one does.
 */
export const adminSetupCodes = pgTable("admin_setup_codes", {
  codeHash: text("code_hash").primaryKey(),
  createdAt: createdAt(),
});

/**
 * Mail waiting to leave (status pending, sent by the background dispatcher), sent or given up (failed), or kept
 * for the dev mailbox (kept). The body is sealed with the secret store and erased once sent or given up; kept
 * bodies are erased after 24 hours, so no usable one-time link stays in the table.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body"),
    status: text("status", { enum: ["pending", "sent", "failed", "kept"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "string" }),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
