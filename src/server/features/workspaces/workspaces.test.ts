import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionDto } from "@/shared/contracts/auth";
import type { WorkspaceMember, WorkspaceSummary } from "@/shared/contracts/workspace-members";
import { messages } from "@/shared/messages";
import type { WorkspaceRole } from "@/shared/roles";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser, uniqueEmail } from "../../../../tests/helpers/users";
import { createTeamWorkspace, personalWorkspaceOf } from "../../../../tests/helpers/workspaces";

let t: TestApp;
let owner: SessionDto, admin: SessionDto, publisher: SessionDto, writer: SessionDto, viewer: SessionDto, stranger: SessionDto;
beforeAll(async () => {
  t = await createTestApp();
  [owner, admin, publisher, writer, viewer, stranger] = await Promise.all(Array.from({ length: 6 }, () => createUser(t)));
});
afterAll(async () => t?.close());

const call = async (session: SessionDto, path: string, method = "GET", json?: unknown) => {
  const res = await t.request(path, { method, token: session.access_token, json });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { error?: { code: string; message: string } } };
};

/** A team owned by `owner` with one member of each other role. */
async function team() {
  return createTeamWorkspace(t, owner.user.id, [
    { userId: admin.user.id, role: "admin" },
    { userId: publisher.user.id, role: "publisher" },
    { userId: writer.user.id, role: "writer" },
    { userId: viewer.user.id, role: "viewer" },
  ]);
}
const roleOf = async (ws: string, userId: string) =>
  ((await call(owner, `/api/workspaces/${ws}/members`)).body.data as WorkspaceMember[]).find((m) => m.user_id === userId)?.role;

/** The link of the last invitation mailed to an address (the dev mailbox). */
async function mailedInvitationToken(to: string): Promise<string> {
  const { data } = (await (await t.request("/api/dev/mailbox")).json()) as { data: { to: string; text: string }[] };
  const mail = data.find((m) => m.to === to && m.text.includes("/invite?token="));
  if (!mail) throw new Error(`no invitation mailed to ${to}`);
  return mail.text.match(/\/invite\?token=([A-Za-z0-9_-]+)/)![1];
}
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describe("workspaces", () => {
  it("lists mine with my role and the member count, personal first; a new one is a team I own", async () => {
    const before = (await call(stranger, "/api/workspaces")).body.data as WorkspaceSummary[];
    expect(before).toEqual([expect.objectContaining({ kind: "personal", role: "owner", member_count: 1 })]);
    const created = await call(stranger, "/api/workspaces", "POST", { name: "  Agency  " });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Agency", kind: "team", role: "owner", member_count: 1 });
    const after = (await call(stranger, "/api/workspaces")).body.data as WorkspaceSummary[];
    expect(after.map((w) => w.kind)).toEqual(["personal", "team"]);
    expect((await call(stranger, "/api/workspaces", "POST", { name: " " })).body.error?.message).toBe(messages.workspaceMembers.nameRequired);
    expect((await call(owner, "/api/workspaces")).body.data).not.toContainEqual(expect.objectContaining({ id: created.body.id }));
  });

  it("is renamed by admins and the owner, not by the roles below, and is 404 to a non-member", async () => {
    const ws = await team();
    for (const who of [viewer, writer, publisher]) {
      const res = await call(who, `/api/workspaces/${ws}`, "PATCH", { name: "Nope" });
      expect(res.status).toBe(403);
      expect(res.body.error?.message).toContain(messages.workspaces.actions.manage);
    }
    expect((await call(stranger, `/api/workspaces/${ws}`, "PATCH", { name: "Nope" })).status).toBe(404);
    expect((await call(stranger, `/api/workspaces/${ws}/members`)).status).toBe(404);
    expect((await call(stranger, "/api/workspaces/not-a-uuid/members")).status).toBe(404);
    const renamed = await call(admin, `/api/workspaces/${ws}`, "PATCH", { name: "Renamed" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Renamed", role: "admin", member_count: 5 });
  });

  it("is deleted only by its owner; a personal workspace cannot be deleted this way", async () => {
    const ws = await team();
    for (const who of [viewer, writer, publisher, admin]) expect((await call(who, `/api/workspaces/${ws}`, "DELETE")).status).toBe(403);
    expect((await call(owner, `/api/workspaces/${ws}`, "DELETE")).status).toBe(204);
    expect((await call(admin, `/api/workspaces/${ws}/members`)).status).toBe(404);
    const personal = await personalWorkspaceOf(t, owner.user.id);
    const refused = await call(owner, `/api/workspaces/${personal}`, "DELETE");
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(messages.workspaceMembers.personalNotDeletable);
  });
});

describe("members", () => {
  it("lists every member with their role, the owner first, to every member", async () => {
    const ws = await team();
    const res = await call(viewer, `/api/workspaces/${ws}/members`);
    expect(res.status).toBe(200);
    expect((res.body.data as WorkspaceMember[]).map((m) => [m.email, m.role])).toEqual([
      [owner.user.email, "owner"],
      [admin.user.email, "admin"],
      [publisher.user.email, "publisher"],
      [writer.user.email, "writer"],
      [viewer.user.email, "viewer"],
    ]);
  });

  it("changes roles (admins and the owner); nobody demotes the owner or makes a second one", async () => {
    const ws = await team();
    for (const who of [viewer, writer, publisher]) expect((await call(who, `/api/workspaces/${ws}/members/${viewer.user.id}`, "PATCH", { role: "writer" })).status).toBe(403);
    const changed = await call(admin, `/api/workspaces/${ws}/members/${viewer.user.id}`, "PATCH", { role: "publisher" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ user_id: viewer.user.id, role: "publisher" });
    const demoteOwner = await call(admin, `/api/workspaces/${ws}/members/${owner.user.id}`, "PATCH", { role: "viewer" });
    expect(demoteOwner.status).toBe(403);
    expect(demoteOwner.body.error?.message).toBe(messages.workspaceMembers.ownerRoleFixed);
    expect((await call(owner, `/api/workspaces/${ws}/members/${admin.user.id}`, "PATCH", { role: "owner" })).status).toBe(400);
    expect((await call(owner, `/api/workspaces/${ws}/members/${stranger.user.id}`, "PATCH", { role: "writer" })).status).toBe(404);
    expect(await roleOf(ws, owner.user.id)).toBe("owner");
    // Takes effect on the next request: the demoted admin can no longer manage.
    await call(owner, `/api/workspaces/${ws}/members/${admin.user.id}`, "PATCH", { role: "viewer" });
    expect((await call(admin, `/api/workspaces/${ws}/invitations`)).status).toBe(403);
  });

  it("removes members (admins and the owner), never the owner; the removed member is 404 at once", async () => {
    const ws = await team();
    for (const who of [viewer, writer, publisher]) expect((await call(who, `/api/workspaces/${ws}/members/${viewer.user.id}`, "DELETE")).status).toBe(403);
    const ownerRemoval = await call(admin, `/api/workspaces/${ws}/members/${owner.user.id}`, "DELETE");
    expect(ownerRemoval.status).toBe(403);
    expect(ownerRemoval.body.error?.message).toBe(messages.workspaceMembers.ownerCannotBeRemoved);
    expect((await call(admin, `/api/workspaces/${ws}/members/${writer.user.id}`, "DELETE")).status).toBe(204);
    expect((await call(writer, `/api/workspaces/${ws}/members`)).status).toBe(404);
    expect((await call(writer, `/api/workspaces/${ws}/leave`, "POST")).status).toBe(404);
    expect((await call(writer, "/api/workspaces")).body.data).not.toContainEqual(expect.objectContaining({ id: ws }));
  });

  it("lets any member leave except the owner, who transfers first", async () => {
    const ws = await team();
    expect((await call(viewer, `/api/workspaces/${ws}/leave`, "POST")).status).toBe(204);
    expect((await call(viewer, `/api/workspaces/${ws}/members`)).status).toBe(404);
    const ownerLeaves = await call(owner, `/api/workspaces/${ws}/leave`, "POST");
    expect(ownerLeaves.status).toBe(409);
    expect(ownerLeaves.body.error?.message).toBe(messages.workspaceMembers.ownerMustTransfer);
  });

  it("transfers ownership only by the owner, to a member; the old owner becomes admin and there is always one owner", async () => {
    const ws = await team();
    const byAdmin = await call(admin, `/api/workspaces/${ws}/transfer`, "POST", { user_id: admin.user.id });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error?.message).toContain(messages.workspaces.actions.own);
    expect((await call(owner, `/api/workspaces/${ws}/transfer`, "POST", { user_id: stranger.user.id })).status).toBe(404);
    expect((await call(owner, `/api/workspaces/${ws}/transfer`, "POST", { user_id: owner.user.id })).status).toBe(400);
    const done = await call(owner, `/api/workspaces/${ws}/transfer`, "POST", { user_id: writer.user.id });
    expect(done.status).toBe(200);
    const roles = Object.fromEntries((done.body.data as WorkspaceMember[]).map((m) => [m.user_id, m.role])) as Record<string, WorkspaceRole>;
    expect(roles[writer.user.id]).toBe("owner");
    expect(roles[owner.user.id]).toBe("admin");
    expect(Object.values(roles).filter((r) => r === "owner")).toHaveLength(1);
    // The former owner may now leave; the new one may not.
    expect((await call(owner, `/api/workspaces/${ws}/leave`, "POST")).status).toBe(204);
    expect((await call(writer, `/api/workspaces/${ws}/leave`, "POST")).status).toBe(409);
  });
});

describe("invitations", () => {
  it("are created, listed, resent and revoked only by admins and the owner", async () => {
    const ws = await team();
    for (const who of [viewer, writer, publisher]) {
      expect((await call(who, `/api/workspaces/${ws}/invitations`, "POST", { role: "writer" })).status).toBe(403);
      expect((await call(who, `/api/workspaces/${ws}/invitations`)).status).toBe(403);
    }
    const email = uniqueEmail("invitee");
    const byMail = await call(admin, `/api/workspaces/${ws}/invitations`, "POST", { email, role: "writer" });
    expect(byMail.status).toBe(201);
    expect(byMail.body).toMatchObject({ email, role: "writer", invited_by: admin.user.email, expired: false });
    expect(new Date(byMail.body.expires_at as string).getTime() - t.clock.now().getTime()).toBe(7 * 24 * 3600_000);
    const mailed = await mailedInvitationToken(email);
    expect(mailed).toBe(tokenOf(byMail.body.link as string));
    const link = await call(owner, `/api/workspaces/${ws}/invitations`, "POST", { role: "viewer" });
    expect(link.body).toMatchObject({ email: null, role: "viewer" });
    const pending = await call(admin, `/api/workspaces/${ws}/invitations`);
    expect((pending.body.data as { id: string }[]).map((i) => i.id)).toEqual(expect.arrayContaining([byMail.body.id, link.body.id]));

    // Resend: a new link, the old one stops working.
    const resent = await call(admin, `/api/workspaces/${ws}/invitations/${byMail.body.id as string}/resend`, "POST");
    expect(resent.status).toBe(200);
    expect(await mailedInvitationToken(email)).toBe(tokenOf(resent.body.link as string));
    expect((await t.request(`/api/invitations/${mailed}`)).status).toBe(404);
    expect((await call(admin, `/api/workspaces/${ws}/invitations/${link.body.id as string}/resend`, "POST")).status).toBe(400);

    // Revoke: gone from the list, its link refused.
    expect((await call(admin, `/api/workspaces/${ws}/invitations/${link.body.id as string}`, "DELETE")).status).toBe(204);
    const revoked = await t.request(`/api/invitations/${tokenOf(link.body.link as string)}`);
    expect(revoked.status).toBe(410);
    expect(((await revoked.json()) as { error: { message: string } }).error.message).toBe(messages.workspaceMembers.invitationRevoked);
    expect(((await call(admin, `/api/workspaces/${ws}/invitations`)).body.data as { id: string }[]).map((i) => i.id)).not.toContain(link.body.id);
  });

  it("refuses a personal workspace and someone already a member", async () => {
    const personal = await personalWorkspaceOf(t, owner.user.id);
    expect((await call(owner, `/api/workspaces/${personal}/invitations`, "POST", { role: "writer" })).status).toBe(400);
    const ws = await team();
    const dup = await call(owner, `/api/workspaces/${ws}/invitations`, "POST", { email: writer.user.email.toUpperCase(), role: "admin" });
    expect(dup.status).toBe(409);
    expect((await call(owner, `/api/workspaces/${ws}/invitations`, "POST", { role: "owner" })).status).toBe(400);
  });

  it("shows a preview with the workspace's name, the role and the inviter, and nothing else", async () => {
    const ws = await team();
    await call(owner, `/api/workspaces/${ws}`, "PATCH", { name: "Northwind" });
    const { link } = (await call(owner, `/api/workspaces/${ws}/invitations`, "POST", { role: "publisher" })).body as { link: string };
    const res = await t.request(`/api/invitations/${tokenOf(link)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ workspace_name: "Northwind", role: "publisher", inviter: owner.user.email, by_email: false });
    expect((await t.request("/api/invitations/unknown-token-aaaaaaaaaaaa")).status).toBe(404);
  });

  it("are accepted once by a signed-in user, who joins with the role", async () => {
    const ws = await team();
    const { link } = (await call(owner, `/api/workspaces/${ws}/invitations`, "POST", { role: "publisher" })).body as { link: string };
    const joiner = await createUser(t);
    const accepted = await call(joiner, `/api/invitations/${tokenOf(link)}/accept`, "POST");
    expect(accepted.status).toBe(200);
    expect(accepted.body.workspace).toMatchObject({ id: ws, role: "publisher", member_count: 6 });
    expect(await roleOf(ws, joiner.user.id)).toBe("publisher");
    const again = await call(stranger, `/api/invitations/${tokenOf(link)}/accept`, "POST");
    expect(again.status).toBe(410);
    expect(again.body.error?.message).toBe(messages.workspaceMembers.invitationUsed);
    expect(await roleOf(ws, stranger.user.id)).toBeUndefined();
    expect((await t.request(`/api/invitations/${tokenOf(link)}/accept`, { method: "POST" })).status).toBe(401);
  });

  it("refuses an expired invitation, and an email invitation accepted by another account", async () => {
    const ws = await team();
    const email = uniqueEmail("invited");
    const mailed = (await call(owner, `/api/workspaces/${ws}/invitations`, "POST", { email: email.toUpperCase(), role: "writer" })).body as { link: string; id: string };
    const mismatch = await call(stranger, `/api/invitations/${tokenOf(mailed.link)}/accept`, "POST");
    expect(mismatch.status).toBe(403);
    expect(mismatch.body.error?.message).toBe(messages.workspaceMembers.invitationEmailMismatch(stranger.user.email));
    const invitee = await createUser(t, email);
    const { link } = (await call(owner, `/api/workspaces/${ws}/invitations`, "POST", { role: "viewer" })).body as { link: string };
    // Seven days pass for the invitations (the sessions' clock stays: their tokens would expire too).
    const past = new Date(t.clock.now().getTime() - 1000).toISOString();
    await t.database.executeSql("update workspace_invitations set expires_at = $1 where workspace_id = $2", [past, ws]);
    const expired = await call(invitee, `/api/invitations/${tokenOf(link)}/accept`, "POST");
    expect(expired.status).toBe(410);
    expect(expired.body.error?.message).toBe(messages.workspaceMembers.invitationExpired);
    expect((await t.request(`/api/invitations/${tokenOf(link)}`)).status).toBe(410);
    expect(((await call(owner, `/api/workspaces/${ws}/invitations`)).body.data as { id: string; expired: boolean }[]).find((i) => i.id === mailed.id)?.expired).toBe(true);
    // A resend brings an expired invitation back for seven more days.
    const resent = await call(owner, `/api/workspaces/${ws}/invitations/${mailed.id}/resend`, "POST");
    expect((await call(invitee, `/api/invitations/${tokenOf(resent.body.link as string)}/accept`, "POST")).status).toBe(200);
    expect(await roleOf(ws, invitee.user.id)).toBe("writer");
  });
});
