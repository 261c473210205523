import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userImages } from "@/server/db/schema";
import { DASHBOARD_PREVIEW_CHARS, type DashboardSummary } from "@/shared/contracts/dashboard";
import type { HistoryItem } from "@/shared/contracts/history";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { personalWorkspaceOf } from "../../../../tests/helpers/workspaces";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function summary(token: string) {
  const res = await t.request("/api/dashboard/summary", { token });
  expect(res.status).toBe(200);
  return (await res.json()) as DashboardSummary;
}

async function save(token: string, content: string) {
  t.clock.advance(1000);
  const res = await t.request("/api/history", { method: "POST", token, json: { content, content_type: "article", original_content: content } });
  return (await res.json()) as HistoryItem;
}

describe("GET /api/dashboard/summary", () => {
  it("answers zeros and no items for a new user", async () => {
    expect(await summary((await createUser(t)).access_token)).toEqual({ content_count: 0, image_count: 0, recent: [] });
  });

  it("counts the caller's content and saved images and answers the 5 latest items", async () => {
    const session = await createUser(t);
    const other = await createUser(t);
    const tok = session.access_token;
    const saved: HistoryItem[] = [];
    for (let i = 0; i < 7; i++) saved.unshift(await save(tok, `Item ${i}`));
    await save(other.access_token, "Not mine");
    await t.database.db.insert(userImages).values([
      { userId: session.user.id, workspaceId: await personalWorkspaceOf(t, session.user.id), imageUrl: `${session.user.id}/a.png` },
      { userId: session.user.id, workspaceId: await personalWorkspaceOf(t, session.user.id), imageUrl: `${session.user.id}/b.png` },
      { userId: other.user.id, workspaceId: await personalWorkspaceOf(t, other.user.id), imageUrl: `${other.user.id}/c.png` },
    ]);
    const result = await summary(tok);
    expect(result.content_count).toBe(7);
    expect(result.image_count).toBe(2);
    expect(result.recent).toEqual(saved.slice(0, 5));
  });

  it("shortens long content in the recent list", async () => {
    const tok = (await createUser(t)).access_token;
    await save(tok, "x".repeat(DASHBOARD_PREVIEW_CHARS * 3));
    const [item] = (await summary(tok)).recent;
    expect(item.content).toHaveLength(DASHBOARD_PREVIEW_CHARS);
    expect(item.original_content).toHaveLength(DASHBOARD_PREVIEW_CHARS);
  });

  it("needs a session", async () => {
    expect((await t.request("/api/dashboard/summary")).status).toBe(401);
  });
});
