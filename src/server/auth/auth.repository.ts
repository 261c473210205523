import { and, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/helpers";
import { authTokens, mailOutbox, prompts, refreshTokens, users, workspaces } from "@/server/db/schema";
import { STARTER_PROMPTS } from "@/server/db/seed/starter-prompts";
import { createSetupCodesRepository, type SetupCodesRepository } from "./setup-codes.repository";

/** Serialises admin grants (any constant unique to this purpose). */
const ADMIN_GRANT_LOCK = 724_115_101;

export type UserRow = typeof users.$inferSelect;

/** Who becomes admin at confirmation (decision 003). */
export interface AdminRule {
  emails: string[];
  firstAdmin: "first_confirmed" | "setup_code";
  /** The setup code the confirmed sign-up presented (its hash), if any. */
  setupCodeHash?: string | null;
}
export type AuthTokenType = "signup" | "recovery" | "email_change";

/** An unused, unexpired one-time token of this kind and hash. */
const liveToken = (type: AuthTokenType, tokenHash: string, now: string) =>
  and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.type, type), isNull(authTokens.usedAt), sql`${authTokens.expiresAt} > ${now}::timestamptz`);

export function createAuthRepository(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** A new, unconfirmed user. Roles are given at confirmation (confirmUser), never here. */
    async createUser(email: string, passwordHash: string): Promise<UserRow | undefined> {
      const rows = await db.execute<{ id: string }>(sql`
        insert into ${users} (email, password_hash, role)
        values (${email}, ${passwordHash}, 'user')
        on conflict do nothing
        returning id`);
      const id = rowsOf<{ id: string }>(rows)[0]?.id;
      return id ? this.findUserById(id) : undefined;
    },

    /**
     * Confirms the address (once) with the password of the link that proved it, and gives the admin role to a
     * listed admin email, and to the first confirmed user on the loopback quickstart or else to a sign-up that
     * presented a valid setup code while no admin exists (the codes are then deleted). An advisory lock
     * serialises confirmations so two first users confirming at the same moment on PostgreSQL cannot both become
     * admin. Answers false when already confirmed.
     */
    async confirmUser(userId: string, passwordHash: string | null, at: string, rule: AdminRule, opts: { alreadyConfirmedOk?: boolean } = {}): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_GRANT_LOCK})`);
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
        if (!user) return false;
        if (user.emailConfirmedAt) {
          if (!opts.alreadyConfirmedOk) return false;
          if (passwordHash) await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
          return true;
        }
        const codes = createSetupCodesRepository(tx);
        const admin = rule.emails.includes(user.email.toLowerCase()) || (rule.firstAdmin === "first_confirmed" ? await firstToConfirm(tx, userId) : await codeGrantsAdmin(codes, rule.setupCodeHash));
        if (admin) await codes.clear();
        await tx
          .update(users)
          .set({ emailConfirmedAt: at, updatedAt: at, ...(passwordHash ? { passwordHash } : {}), ...(admin ? { role: "admin" as const } : {}) })
          .where(eq(users.id, userId));
        return true;
      });
    },

    /** Marks a user's unused one-time tokens of these kinds used, so the links stop working. */
    async voidAuthTokens(userId: string, types: AuthTokenType[], at: string) {
      await db.update(authTokens).set({ usedAt: at }).where(and(eq(authTokens.userId, userId), inArray(authTokens.type, types), isNull(authTokens.usedAt)));
    },

    /** A new user starts with a few active prompts in their personal workspace so every content page works at once. */
    async insertStarterPrompts(userId: string) {
      const [personal] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.personalOwnerId, userId)).limit(1);
      if (!personal) throw new Error(`user ${userId} has no personal workspace`);
      await db
        .insert(prompts)
        .values(STARTER_PROMPTS.map((p) => ({ userId, workspaceId: personal.id, name: p.name, description: p.description, promptText: p.prompt_text, type: p.type, isActive: true })));
    },

    async setPassword(userId: string, passwordHash: string, at: string) {
      await db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
    },

    async setEmail(userId: string, email: string, at: string) {
      await db.update(users).set({ email, updatedAt: at }).where(eq(users.id, userId));
    },

    async insertAuthToken(v: { userId: string; type: AuthTokenType; tokenHash: string; expiresAt: string; newEmail?: string; passwordHash?: string; setupCodeHash?: string }) {
      await db.insert(authTokens).values(v);
    },

    /**
     * The three steps of a recovery request, written so that they run the same statements whether or not the
     * address has an account (recover's timing must not tell): void the older links, add the new one, and take
     * back the mail queued in the same transaction when there is nobody to send it to.
     */
    async voidRecoveryTokensOf(email: string, at: string) {
      await db
        .update(authTokens)
        .set({ usedAt: at })
        .where(and(eq(authTokens.type, "recovery"), isNull(authTokens.usedAt), inArray(authTokens.userId, db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`))));
    },

    async insertRecoveryTokenOf(email: string, tokenHash: string, expiresAt: string) {
      await db.execute(sql`
        insert into ${authTokens} (user_id, type, token_hash, expires_at)
        select id, 'recovery', ${tokenHash}, ${expiresAt}::timestamptz from ${users} where lower(email) = ${email}`);
    },

    async withdrawMailUnlessAccount(mailId: string, email: string) {
      await db.execute(sql`
        delete from ${mailOutbox} where id = ${mailId}
        and not exists (select 1 from ${users} where lower(email) = ${email})`);
    },

    /** A live (unused, unexpired) one-time token, without using it. */
    async findLiveAuthToken(type: AuthTokenType, tokenHash: string, now: string) {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(liveToken(type, tokenHash, now))
        .limit(1);
      return row;
    },

    /** Marks a one-time token used and answers it, or nothing when unknown, used or expired. */
    async consumeAuthToken(type: AuthTokenType, tokenHash: string, now: string) {
      const [row] = await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(liveToken(type, tokenHash, now))
        .returning();
      return row;
    },

    async insertRefreshToken(v: { userId: string; tokenHash: string; family: string; parentId?: string; expiresAt: string }) {
      const [row] = await db.insert(refreshTokens).values(v).returning();
      return row;
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      return row;
    },

    /** Revokes one token if still live; answers whether this call revoked it (false: someone else did). */
    async revokeRefreshToken(id: string, now: string): Promise<boolean> {
      const rows = await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt))).returning({ id: refreshTokens.id });
      return rows.length > 0;
    },

    /** A family counts as revoked once any of its tokens was revoked for reuse (no live token left). */
    async familyHasLiveToken(family: string, now: string): Promise<boolean> {
      const rows = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt), sql`${refreshTokens.expiresAt} > ${now}::timestamptz`))
        .limit(1);
      return rows.length > 0;
    },
  };
}

async function firstToConfirm(tx: Db, userId: string): Promise<boolean> {
  const [other] = await tx.select({ id: users.id }).from(users).where(and(isNotNull(users.emailConfirmedAt), ne(users.id, userId))).limit(1);
  return !other;
}

async function codeGrantsAdmin(codes: SetupCodesRepository, codeHash: string | null | undefined): Promise<boolean> {
  return !!codeHash && !(await codes.adminExists()) && (await codes.isValid(codeHash));
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
