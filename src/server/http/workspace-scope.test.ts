import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps, AppEnv } from "@/server/app-env";
import type { Database } from "@/server/db/client";
import { HttpError } from "@/server/lib/errors";
import { createTestDatabase } from "../../../tests/helpers/test-db";
import { requireCapability, requireWorkspace } from "./workspace-scope";

describe("workspace scope", () => {
  let database: Database;
  let ada: string;
  let bob: string;
  let team: string;
  let adaPersonal: string;
  let bobPersonal: string;

  const appFor = (userId: string) => {
    const app = new Hono<AppEnv>();
    app.onError((err, c) => (err instanceof HttpError ? c.json({ code: err.code, message: err.message }, err.status as 400) : c.json({}, 500)));
    app.use(async (c, next) => {
      c.set("deps", { database } as unknown as AppDeps);
      c.set("user", { id: userId, email: "x@example.com", role: "user" });
      await next();
    });
    app.get("/read", requireWorkspace, (c) => c.json(c.var.workspace));
    app.post("/publish", requireWorkspace, requireCapability("publish"), (c) => c.json({ ok: true }));
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const q = async (text: string, values: unknown[] = []) => (await database.executeSql(text, values)).rows as Record<string, string>[];
    [{ id: ada }] = await q("insert into users (email, password_hash) values ('ada@example.com', 'x') returning id");
    [{ id: bob }] = await q("insert into users (email, password_hash) values ('bob@example.com', 'x') returning id");
    [{ id: team }] = await q("insert into workspaces (name, kind) values ('Team', 'team') returning id");
    await q("insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner'), ($1, $3, 'writer')", [team, ada, bob]);
    [{ id: adaPersonal }] = await q("select id from workspaces where personal_owner_id = $1", [ada]);
    [{ id: bobPersonal }] = await q("select id from workspaces where personal_owner_id = $1", [bob]);
  });
  afterAll(() => database.close());

  it("uses the caller's personal workspace when no header names one", async () => {
    const res = await appFor(ada).request("/read");
    expect(await res.json()).toEqual({ id: adaPersonal, kind: "personal", role: "owner" });
  });

  it("uses the named workspace with the caller's role there", async () => {
    const res = await appFor(bob).request("/read", { headers: { "x-workspace-id": team } });
    expect(await res.json()).toEqual({ id: team, kind: "team", role: "writer" });
  });

  it("answers 404 for a workspace the caller is not a member of, and 400 for a header that is not an id", async () => {
    const foreign = await appFor(ada).request("/read", { headers: { "x-workspace-id": bobPersonal } });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ code: "workspace_not_found", message: "Workspace not found" });
    const bad = await appFor(ada).request("/read", { headers: { "x-workspace-id": "nope" } });
    expect(bad.status).toBe(400);
  });

  it("refuses what the role may not do with 403 and the reason, and allows it to a role that may", async () => {
    const writer = await appFor(bob).request("/publish", { method: "POST", headers: { "x-workspace-id": team } });
    expect(writer.status).toBe(403);
    expect(await writer.json()).toEqual({ code: "needs_publisher", message: "Your role in this workspace (writer) cannot schedule or publish posts." });
    const owner = await appFor(ada).request("/publish", { method: "POST", headers: { "x-workspace-id": team } });
    expect(owner.status).toBe(200);
  });
});
