import { randomUUID } from "node:crypto";
import type { AppDeps, AuthUser } from "@/server/app-env";
import { badRequest, forbidden, HttpError, unauthorized, unprocessable } from "@/server/lib/errors";
import { AUTH } from "@/shared/constants";
import { messages } from "@/shared/messages";
import type { SessionDto, UserDto } from "@/shared/contracts/auth";
import { toIso } from "@/server/db/helpers";
import { createAuthRepository, type AdminRule, type AuthTokenType, type UserRow } from "./auth.repository";
import { hashSetupCode } from "./first-admin";
import { createSetupCodesRepository } from "./setup-codes.repository";
import { alreadyRegisteredMail, confirmSignupMail, emailChangeMail, emailChangeNoticeMail, emailTakenMail, passwordChangedMail, recoveryMail } from "./mail-templates";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords";
import { assertStrongPassword } from "./password-strength";
import { createSessionsRepository } from "./sessions.repository";
import { hashToken, randomToken, signAccessToken } from "./tokens";

const HOUR = 3600_000;
const TOKEN_TTL_MS: Record<AuthTokenType, number> = { signup: 24 * HOUR, recovery: HOUR, email_change: 24 * HOUR };
/** Two tabs refreshing at once both present the same token; the second within this window gets a sibling, not a revocation. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export function toUserDto(u: UserRow): UserDto {
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    email_confirmed_at: toIso(u.emailConfirmedAt),
    created_at: toIso(u.createdAt)!,
    updated_at: toIso(u.updatedAt)!,
    identities: [{ provider: "email", identity_id: u.id }],
    factors: [],
  };
}

export interface AccountChange {
  email?: string;
  password?: string;
  currentPassword: string;
}

export function createAuthService(deps: AppDeps) {
  const repo = createAuthRepository(deps.database.db);
  const sessionRows = createSessionsRepository(deps.database.db);
  const secret = new TextEncoder().encode(deps.config.jwtSecret);
  const now = () => deps.clock.now();
  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();
  const link = (path: string, params: Record<string, string>) => `${deps.config.publicUrl}${path}?${new URLSearchParams(params)}`;
  const sessions = () => {
    const guard = deps.services.sessions;
    if (!guard) throw new Error("the session guard is not running");
    return guard;
  };

  const adminRule = (setupCodeHash?: string | null): AdminRule => ({ emails: deps.config.adminEmails, firstAdmin: deps.config.firstAdmin, setupCodeHash });

  async function issueOneTimeToken(userId: string, type: AuthTokenType, extra: { newEmail?: string; passwordHash?: string; setupCodeHash?: string } = {}) {
    const token = randomToken();
    await repo.insertAuthToken({ userId, type, tokenHash: hashToken(token), expiresAt: iso(TOKEN_TTL_MS[type]), ...extra });
    return token;
  }

  async function createSession(user: UserRow, family: string, parentId?: string): Promise<SessionDto> {
    const refreshToken = randomToken();
    await repo.insertRefreshToken({ userId: user.id, tokenHash: hashToken(refreshToken), family, parentId, expiresAt: iso(AUTH.refreshTokenTtlSeconds * 1000) });
    const { token, expiresAt } = await signAccessToken(secret, { id: user.id, email: user.email, role: user.role, sessionFamily: family }, now(), AUTH.accessTokenTtlSeconds);
    return { access_token: token, token_type: "bearer", expires_in: AUTH.accessTokenTtlSeconds, expires_at: expiresAt, refresh_token: refreshToken, user: toUserDto(user) };
  }

  async function requireCurrentPassword(user: UserRow, currentPassword: string) {
    if (!(await verifyPassword(user.passwordHash, currentPassword))) throw badRequest(messages.auth.currentPasswordWrong, "invalid_credentials");
  }

  return {
    /** The hash of a setup code that may make the first admin (decision 003); a wrong or spent one is a 400. */
    async checkSetupCode(code: string): Promise<string> {
      const codeHash = hashSetupCode(code);
      if (!(await createSetupCodesRepository(deps.database.db).isValid(codeHash))) throw badRequest(messages.auth.setupCodeInvalid, "invalid_setup_code");
      return codeHash;
    },

    /**
     * Same answer whether or not the email exists. A new sign-up for an unconfirmed address replaces the pending
     * password, and each confirmation link carries the password of its own sign-up: whoever reads the mailbox
     * decides, so a squatter's earlier sign-up gains nothing (and the link confirms only with that password).
     */
    async signUp(email: string, password: string, setupCodeHash?: string): Promise<void> {
      const normalised = email.trim().toLowerCase();
      assertStrongPassword(password, [normalised]);
      const passwordHash = await hashPassword(password);
      let user = await repo.findUserByEmail(normalised);
      if (user?.emailConfirmedAt) {
        // The owner hears about it by mail; nothing about the account changes, and her pending links stay valid
        // (whoever signed up may be a stranger: his sign-up must void nothing of hers).
        const token = await issueOneTimeToken(user.id, "recovery");
        await deps.mailer.send(alreadyRegisteredMail(user.email, `${deps.config.publicUrl}/auth`, link("/reset-password", { token })));
        return;
      }
      if (user) await repo.setPassword(user.id, passwordHash, iso());
      else {
        user = await repo.createUser(normalised, passwordHash);
        if (!user) return; // lost a race with a concurrent sign-up of the same email: same answer
        await repo.insertStarterPrompts(user.id);
      }
      // The code travels with this sign-up's link, like its password: only whoever confirms it becomes admin.
      const token = await issueOneTimeToken(user.id, "signup", { passwordHash, setupCodeHash });
      await deps.mailer.send(confirmSignupMail(user.email, link("/auth/confirm", { type: "signup", token })));
    },

    /**
     * An admin's "resend confirmation" (issue 25): a new sign-up link for an unconfirmed user, confirming with the
     * password that user chose at sign-up (the stored one), like the first link. False when already confirmed.
     */
    async resendConfirmation(userId: string): Promise<boolean> {
      const user = await repo.findUserById(userId);
      if (!user || user.emailConfirmedAt) return false;
      await repo.voidAuthTokens(user.id, ["signup"], iso());
      const token = await issueOneTimeToken(user.id, "signup", { passwordHash: user.passwordHash });
      await deps.mailer.send(confirmSignupMail(user.email, link("/auth/confirm", { type: "signup", token })));
      return true;
    },

    async signIn(email: string, password: string): Promise<SessionDto> {
      const user = await repo.findUserByEmail(email.trim());
      if (!user) {
        await burnPasswordCheck(password);
        throw badRequest(messages.auth.invalidCredentials, "invalid_credentials");
      }
      if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(messages.auth.invalidCredentials, "invalid_credentials");
      if (!user.emailConfirmedAt) throw badRequest(messages.auth.emailNotConfirmed, "email_not_confirmed");
      // Told only after the right password, like an unconfirmed address: a guesser learns nothing.
      if (user.disabledAt) throw forbidden(messages.instanceAdmin.accountDisabled, "user_disabled");
      const sessionId = randomUUID();
      await sessionRows.insert({ id: sessionId, userId: user.id, createdAt: iso() });
      return createSession(user, sessionId);
    },

    async refresh(refreshToken: string): Promise<SessionDto> {
      const row = await repo.findRefreshToken(hashToken(refreshToken));
      if (!row) throw unauthorized(messages.auth.invalidRefreshToken, "invalid_grant");
      const at = now();
      if (new Date(toIso(row.expiresAt)!).getTime() <= at.getTime()) throw unauthorized(messages.auth.invalidRefreshToken, "invalid_grant");
      const user = await repo.findUserById(row.userId);
      if (!user || !(await sessionRows.isOpen(row.family))) throw unauthorized(messages.auth.invalidRefreshToken, "invalid_grant");
      if (user.disabledAt) throw unauthorized(messages.instanceAdmin.accountDisabled, "user_disabled");
      if (row.revokedAt) {
        const revokedMsAgo = at.getTime() - new Date(toIso(row.revokedAt)!).getTime();
        const familyAlive = await repo.familyHasLiveToken(row.family, at.toISOString());
        if (familyAlive && revokedMsAgo <= REFRESH_REUSE_GRACE_MS) return createSession(user, row.family, row.id);
        // A stolen token was replayed (or the thief refreshed first): the whole session ends, access tokens too.
        await sessions().end([row.family], at.toISOString());
        throw unauthorized(messages.auth.refreshTokenReused, "refresh_token_already_used");
      }
      // Losing a race to revoke it means a concurrent refresh did so a moment ago: the grace case.
      await repo.revokeRefreshToken(row.id, at.toISOString());
      return createSession(user, row.family, row.id);
    },

    /** Ends the session named by the refresh token and/or the one the access token belongs to. */
    async signOut(refreshToken: string | undefined, bearerSessionId: string | undefined): Promise<void> {
      const ids = new Set<string>();
      if (refreshToken) {
        const row = await repo.findRefreshToken(hashToken(refreshToken));
        if (row) ids.add(row.family);
      }
      if (bearerSessionId) ids.add(bearerSessionId);
      if (ids.size) await sessions().end([...ids], iso());
    },

    async getUser(id: string): Promise<UserDto> {
      const user = await repo.findUserById(id);
      if (!user) throw unauthorized(messages.auth.sessionOrUserMissing, "user_not_found");
      return toUserDto(user);
    },

    /**
     * Email and password changes need the current password (a stolen access token alone is not enough) and
     * tell the old address. The answer is the same whether or not the new address is taken.
     */
    async changeAccount(current: AuthUser, change: AccountChange): Promise<UserDto> {
      const user = await repo.findUserById(current.id);
      if (!user) throw unauthorized(messages.auth.sessionOrUserMissing, "user_not_found");
      const newEmail = change.email?.trim().toLowerCase();
      if (newEmail !== undefined && newEmail === user.email.toLowerCase()) throw unprocessable(messages.auth.sameEmail, "same_email");
      if (change.password !== undefined) assertStrongPassword(change.password, [user.email]);
      await requireCurrentPassword(user, change.currentPassword);
      const at = iso();
      if (change.password !== undefined) {
        await repo.setPassword(user.id, await hashPassword(change.password), at);
        // Other sessions end (whoever else was signed in must sign in again); this one stays.
        await sessions().endAllForUser(user.id, at, current.sessionId);
        await repo.voidAuthTokens(user.id, ["recovery", "email_change"], at);
        await deps.mailer.send(passwordChangedMail(user.email, link("/forgot-password", {})));
      }
      if (newEmail === undefined) return toUserDto((await repo.findUserById(user.id))!);
      // Only the newest email change is pending.
      await repo.voidAuthTokens(user.id, ["email_change"], at);
      if (await repo.findUserByEmail(newEmail)) {
        await deps.mailer.send(emailTakenMail(newEmail, `${deps.config.publicUrl}/auth`));
      } else {
        const token = await issueOneTimeToken(user.id, "email_change", { newEmail });
        await deps.mailer.send(emailChangeMail(newEmail, link("/auth/confirm", { type: "email_change", token })));
      }
      await deps.mailer.send(emailChangeNoticeMail(user.email, newEmail, link("/forgot-password", {})));
      return { ...toUserDto((await repo.findUserById(user.id))!), new_email: newEmail };
    },

    /**
     * Does the same work whether or not the address has an account, so its timing tells nothing: the token is made
     * and hashed, the mail rendered, sealed and queued, and one transaction voids older links, stores the new one
     * and takes the mail back when nobody has that address. Both commit the same amount of writes.
     */
    async recover(email: string): Promise<void> {
      const address = email.trim().toLowerCase();
      const token = randomToken();
      const mail = recoveryMail(address, link("/reset-password", { token }));
      const at = iso();
      await deps.mailer.prepare();
      await deps.database.db.transaction(async (tx) => {
        const txRepo = createAuthRepository(tx);
        // A newer recovery link voids the older ones.
        await txRepo.voidRecoveryTokensOf(address, at);
        await txRepo.insertRecoveryTokenOf(address, hashToken(token), iso(TOKEN_TTL_MS.recovery));
        const mailId = await deps.mailer.send(mail, { tx });
        await txRepo.withdrawMailUnlessAccount(mailId, address);
      });
      deps.mailer.wake();
    },

    /**
     * A sign-up link confirms only with the password chosen at that sign-up: whoever reads the mailbox of an
     * address someone else signed up cannot hand that person the account by clicking. A wrong password uses
     * nothing up (the link stays valid for its owner).
     */
    async verify(type: AuthTokenType, token: string, password?: string): Promise<{ message: string; user: UserDto }> {
      if (type === "recovery" && !password) throw badRequest(messages.auth.passwordTooShort, "weak_password");
      if (type === "signup" && !password) throw badRequest(messages.auth.confirmPasswordRequired, "password_required");
      const at = iso();
      const invalid = () => new HttpError(400, "otp_expired", messages.auth.linkInvalid);
      const pending = await repo.findLiveAuthToken(type, hashToken(token), at);
      const owner = pending && (await repo.findUserById(pending.userId));
      if (!pending || !owner) throw invalid();
      if (type === "recovery") assertStrongPassword(password!, [owner.email]);
      if (type === "signup" && !(pending.passwordHash && (await verifyPassword(pending.passwordHash, password!)))) {
        throw badRequest(messages.auth.confirmPasswordWrong, "invalid_credentials");
      }
      const row = await repo.consumeAuthToken(type, hashToken(token), at);
      if (!row) throw invalid();
      const user = await repo.findUserById(row.userId);
      if (!user) throw invalid();
      if (type === "signup") {
        // An older sign-up link of a confirmed account (maybe a squatter's) must not reset its password.
        if (!(await repo.confirmUser(user.id, row.passwordHash, at, adminRule(row.setupCodeHash)))) throw invalid();
        await repo.voidAuthTokens(user.id, ["signup"], at);
        return { message: messages.auth.emailConfirmed, user: toUserDto((await repo.findUserById(user.id))!) };
      }
      if (type === "recovery") {
        // Reaching the mailbox proves the address, so an unconfirmed account becomes confirmed.
        await repo.confirmUser(user.id, await hashPassword(password!), at, adminRule(), { alreadyConfirmedOk: true });
        // Whoever held a session or a pending link before the reset loses it.
        await sessions().endAllForUser(user.id, at);
        await repo.voidAuthTokens(user.id, ["recovery", "email_change", "signup"], at);
        return { message: messages.auth.passwordUpdated, user: toUserDto((await repo.findUserById(user.id))!) };
      }
      const newEmail = row.newEmail!;
      const taken = await repo.findUserByEmail(newEmail);
      if (taken && taken.id !== user.id) throw invalid();
      await repo.setEmail(user.id, newEmail, at);
      return { message: messages.auth.emailChangeConfirmed, user: toUserDto((await repo.findUserById(user.id))!) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
