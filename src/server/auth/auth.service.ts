import { randomUUID } from "node:crypto";
import type { AppDeps, AuthUser } from "@/server/app-env";
import { badRequest, HttpError, unauthorized, unprocessable } from "@/server/lib/errors";
import { AUTH } from "@/shared/constants";
import { messages } from "@/shared/messages";
import type { SessionDto, UserDto } from "@/shared/contracts/auth";
import { toIso } from "@/server/db/helpers";
import { createAuthRepository, type AuthTokenType, type UserRow } from "./auth.repository";
import { alreadyRegisteredMail, confirmSignupMail, emailChangeMail, recoveryMail } from "./mail-templates";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords";
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

export function createAuthService(deps: AppDeps) {
  const repo = createAuthRepository(deps.database.db);
  const secret = new TextEncoder().encode(deps.config.jwtSecret);
  const now = () => deps.clock.now();
  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();
  const link = (path: string, params: Record<string, string>) => `${deps.config.publicUrl}${path}?${new URLSearchParams(params)}`;

  async function issueOneTimeToken(userId: string, type: AuthTokenType, newEmail?: string) {
    const token = randomToken();
    await repo.insertAuthToken({ userId, type, tokenHash: hashToken(token), expiresAt: iso(TOKEN_TTL_MS[type]), newEmail });
    return token;
  }

  async function createSession(user: UserRow, family: string, parentId?: string): Promise<SessionDto> {
    const refreshToken = randomToken();
    await repo.insertRefreshToken({ userId: user.id, tokenHash: hashToken(refreshToken), family, parentId, expiresAt: iso(AUTH.refreshTokenTtlSeconds * 1000) });
    const { token, expiresAt } = await signAccessToken(secret, { id: user.id, email: user.email, role: user.role, sessionFamily: family }, now(), AUTH.accessTokenTtlSeconds);
    return { access_token: token, token_type: "bearer", expires_in: AUTH.accessTokenTtlSeconds, expires_at: expiresAt, refresh_token: refreshToken, user: toUserDto(user) };
  }

  return {
    async signUp(email: string, password: string): Promise<void> {
      const normalised = email.trim().toLowerCase();
      const existing = await repo.findUserByEmail(normalised);
      if (existing) {
        // Same answer as a new sign-up (no enumeration); the owner hears about it by mail.
        if (existing.emailConfirmedAt) {
          const token = await issueOneTimeToken(existing.id, "recovery");
          await deps.mailer.send(alreadyRegisteredMail(existing.email, `${deps.config.publicUrl}/auth`, link("/reset-password", { token })));
        } else {
          const token = await issueOneTimeToken(existing.id, "signup");
          await deps.mailer.send(confirmSignupMail(existing.email, link("/auth/confirm", { type: "signup", token })));
        }
        await hashPassword(password);
        return;
      }
      const user = await repo.createUser(normalised, await hashPassword(password), deps.config.adminEmails.includes(normalised));
      if (!user) return; // lost a race with a concurrent sign-up of the same email: same answer
      await repo.insertStarterPrompts(user.id);
      const token = await issueOneTimeToken(user.id, "signup");
      await deps.mailer.send(confirmSignupMail(user.email, link("/auth/confirm", { type: "signup", token })));
    },

    async signIn(email: string, password: string): Promise<SessionDto> {
      const user = await repo.findUserByEmail(email.trim());
      if (!user) {
        await burnPasswordCheck(password);
        throw badRequest(messages.auth.invalidCredentials, "invalid_credentials");
      }
      if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(messages.auth.invalidCredentials, "invalid_credentials");
      if (!user.emailConfirmedAt) throw badRequest(messages.auth.emailNotConfirmed, "email_not_confirmed");
      return createSession(user, randomUUID());
    },

    async refresh(refreshToken: string): Promise<SessionDto> {
      const row = await repo.findRefreshToken(hashToken(refreshToken));
      if (!row) throw unauthorized(messages.auth.invalidRefreshToken, "invalid_grant");
      const at = now();
      if (new Date(toIso(row.expiresAt)!).getTime() <= at.getTime()) throw unauthorized(messages.auth.invalidRefreshToken, "invalid_grant");
      const user = await repo.findUserById(row.userId);
      if (!user) throw unauthorized(messages.auth.invalidRefreshToken, "invalid_grant");
      if (row.revokedAt) {
        const revokedMsAgo = at.getTime() - new Date(toIso(row.revokedAt)!).getTime();
        const familyAlive = await repo.familyHasLiveToken(row.family, at.toISOString());
        if (familyAlive && revokedMsAgo <= REFRESH_REUSE_GRACE_MS) return createSession(user, row.family, row.id);
        await repo.revokeFamily(row.family, at.toISOString());
        throw unauthorized(messages.auth.refreshTokenReused, "refresh_token_already_used");
      }
      // Losing a race to revoke it means a concurrent refresh did so a moment ago: the grace case.
      await repo.revokeRefreshToken(row.id, at.toISOString());
      return createSession(user, row.family, row.id);
    },

    async signOut(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      const row = await repo.findRefreshToken(hashToken(refreshToken));
      if (row) await repo.revokeFamily(row.family, iso());
    },

    async getUser(id: string): Promise<UserDto> {
      const user = await repo.findUserById(id);
      if (!user) throw unauthorized(messages.auth.sessionOrUserMissing, "user_not_found");
      return toUserDto(user);
    },

    async requestEmailChange(current: AuthUser, newEmail: string): Promise<UserDto> {
      const user = await repo.findUserById(current.id);
      if (!user) throw unauthorized(messages.auth.sessionOrUserMissing, "user_not_found");
      const normalised = newEmail.trim().toLowerCase();
      if (normalised === user.email.toLowerCase()) throw unprocessable(messages.auth.sameEmail, "same_email");
      if (await repo.findUserByEmail(normalised)) throw unprocessable(messages.auth.emailInUse, "email_exists");
      const token = await issueOneTimeToken(user.id, "email_change", normalised);
      await deps.mailer.send(emailChangeMail(normalised, link("/auth/confirm", { type: "email_change", token })));
      return { ...toUserDto(user), new_email: normalised };
    },

    async recover(email: string): Promise<void> {
      const user = await repo.findUserByEmail(email.trim());
      if (!user) return;
      const token = await issueOneTimeToken(user.id, "recovery");
      await deps.mailer.send(recoveryMail(user.email, link("/reset-password", { token })));
    },

    async verify(type: AuthTokenType, token: string, password?: string): Promise<{ message: string; user: UserDto }> {
      if (type === "recovery" && (!password || password.length < AUTH.minPasswordLength)) {
        throw badRequest(messages.auth.passwordTooShort, "weak_password");
      }
      const at = iso();
      const row = await repo.consumeAuthToken(type, hashToken(token), at);
      if (!row) throw new HttpError(400, "otp_expired", messages.auth.linkInvalid);
      const user = await repo.findUserById(row.userId);
      if (!user) throw new HttpError(400, "otp_expired", messages.auth.linkInvalid);
      if (type === "signup") {
        await repo.confirmEmail(user.id, at);
        return { message: messages.auth.emailConfirmed, user: toUserDto((await repo.findUserById(user.id))!) };
      }
      if (type === "recovery") {
        await repo.setPassword(user.id, await hashPassword(password!), at);
        await repo.revokeAllForUser(user.id, at);
        // Reaching the mailbox proves the address, so an unconfirmed account becomes confirmed.
        await repo.confirmEmail(user.id, at);
        return { message: messages.auth.passwordUpdated, user: toUserDto((await repo.findUserById(user.id))!) };
      }
      const newEmail = row.newEmail!;
      const taken = await repo.findUserByEmail(newEmail);
      if (taken && taken.id !== user.id) throw unprocessable(messages.auth.emailInUse, "email_exists");
      await repo.setEmail(user.id, newEmail, at);
      return { message: messages.auth.emailChangeConfirmed, user: toUserDto((await repo.findUserById(user.id))!) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
