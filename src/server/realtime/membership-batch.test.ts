import { describe, expect, it } from "vitest";
import { createMembershipBatch } from "./membership-batch";

describe("createMembershipBatch", () => {
  it("answers the checks of one turn with one query per workspace, each check with its own answer", async () => {
    const calls: { workspaceId: string; userIds: readonly string[] }[] = [];
    const isMember = createMembershipBatch(async (workspaceId, userIds) => {
      calls.push({ workspaceId, userIds });
      return new Set(workspaceId === "ws-a" ? ["u1", "u3"] : ["u2"]);
    });
    const users = Array.from({ length: 200 }, (_, i) => `u${i}`);
    const answers = await Promise.all([...users.map((u) => isMember(u, "ws-a")), isMember("u2", "ws-b"), isMember("u1", "ws-a")]);
    expect(calls).toHaveLength(2);
    expect(calls.find((c) => c.workspaceId === "ws-a")?.userIds).toHaveLength(200);
    expect(answers.filter(Boolean)).toHaveLength(4);
    expect(answers.at(-2)).toBe(true);
    expect(answers.at(-1)).toBe(true);
    // A later turn asks again (a removal since is seen).
    await isMember("u1", "ws-a");
    expect(calls).toHaveLength(3);
  });

  it("fails the checks of a workspace whose query failed, and only those", async () => {
    const isMember = createMembershipBatch(async (workspaceId) => {
      if (workspaceId === "down") throw new Error("database down");
      return new Set(["u1"]);
    });
    const [down, up] = await Promise.allSettled([isMember("u1", "down"), isMember("u1", "up")]);
    expect(down.status).toBe("rejected");
    expect(up).toEqual({ status: "fulfilled", value: true });
  });
});
