import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";
import { personalWorkspaceOf } from "../../../../tests/helpers/workspaces";
import { createHistoryService, withoutNul } from "./history.service";

describe("history service", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("drops NUL characters from every string, metadata included", () => {
    expect(withoutNul({ a: "x\0y", b: ["\0", 1, null], c: { "k\0": "v\0" } })).toEqual({ a: "xy", b: ["", 1, null], c: { k: "v" } });
  });

  it("records a generation whose text holds a NUL character (a model's <0x00> byte token) instead of failing", async () => {
    const session = await createUser(t);
    const row = await createHistoryService(t.database.db).record(
      { userId: session.user.id, workspaceId: await personalWorkspaceOf(t, session.user.id) },
      { content: "Fresh\0 bread", contentType: "general", originalContent: "a\0b", metadata: { modelId: "tiny\0" } },
      new Date().toISOString(),
    );
    expect(row.content).toBe("Fresh bread");
    expect(row.originalContent).toBe("ab");
    expect(row.metadata).toEqual({ modelId: "tiny" });
  });
});
