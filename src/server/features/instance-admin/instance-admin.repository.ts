/** The users page's reads and writes of users (issue 25); sessions and deletion go through their services. */
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { escapeLike, rowsOf, toIso } from "@/server/db/helpers";
import { users } from "@/server/db/schema";
import { ADMIN_USERS_PAGE, type AdminUserDto } from "@/shared/contracts/instance-admin";

interface UserListRow {
  id: string;
  email: string;
  role: "user" | "admin";
  email_confirmed_at: string | null;
  disabled_at: string | null;
  created_at: string;
  owned_teams: string[] | null;
}

const toDto = (r: UserListRow): AdminUserDto => ({
  id: r.id,
  email: r.email,
  role: r.role,
  email_confirmed_at: toIso(r.email_confirmed_at),
  disabled_at: toIso(r.disabled_at),
  created_at: toIso(r.created_at)!,
  owned_teams: r.owned_teams ?? [],
});

export function createInstanceAdminRepository(db: Db) {
  return {
    /** Users whose email contains `q` (all without), newest first, with the team workspaces each owns. */
    async list(q: string | undefined, idFilter?: string): Promise<{ users: AdminUserDto[]; truncated: boolean }> {
      const search = q ? sql`and u.email ilike ${`%${escapeLike(q)}%`}` : sql``;
      const one = idFilter ? sql`and u.id = ${idFilter}::uuid` : sql``;
      const rows = rowsOf<UserListRow>(
        await db.execute(sql`
          select u.id, u.email, u.role, u.email_confirmed_at, u.disabled_at, u.created_at,
            (select array_agg(w.name order by w.name) from workspace_members m join workspaces w on w.id = m.workspace_id
              where m.user_id = u.id and m.role = 'owner' and w.kind = 'team') as owned_teams
          from users u
          where true ${search} ${one}
          order by u.created_at desc, u.id desc
          limit ${ADMIN_USERS_PAGE + 1}`),
      );
      return { users: rows.slice(0, ADMIN_USERS_PAGE).map(toDto), truncated: rows.length > ADMIN_USERS_PAGE };
    },

    async find(id: string): Promise<AdminUserDto | undefined> {
      return (await this.list(undefined, id)).users[0];
    },

    async setDisabled(id: string, at: string | null): Promise<void> {
      await db.update(users).set({ disabledAt: at, updatedAt: sql`now()` }).where(eq(users.id, id));
    },

    /** Other enabled admins besides `id`: the last admin is never demoted, disabled or deleted. */
    async otherAdmins(id: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, "admin"), ne(users.id, id), sql`${users.disabledAt} is null`));
      return row?.n ?? 0;
    },

    async setRole(id: string, role: "user" | "admin"): Promise<void> {
      await db.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, id));
    },
  };
}
