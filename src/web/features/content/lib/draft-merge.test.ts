import { describe, expect, it } from "vitest";
import type { DraftData } from "@/shared/contracts/drafts";
import { draftData } from "../../../../../tests/helpers/drafts";
import { mergeDraft } from "./draft-merge";

const row = (over: Partial<DraftData> = {}) => draftData({ textContent: "topic", ...over });
const NOW = "2026-11-26T20:00:00.000Z";

describe("merging a draft changed in two places", () => {
  it("keeps both edits when they touched different fields", () => {
    const base = row();
    const { data, conflicts } = mergeDraft(base, row({ selectedPromptId: "p1" }), row({ additionalContext: "ctx" }), NOW);
    expect(data).toMatchObject({ selectedPromptId: "p1", additionalContext: "ctx", textContent: "topic" });
    expect(conflicts).toEqual([]);
  });

  it("lets the later (local) edit of the same field win and keeps the earlier text as a version", () => {
    const { data, conflicts } = mergeDraft(row(), row({ textContent: "mine" }), row({ textContent: "theirs" }), NOW);
    expect(data.textContent).toBe("mine");
    expect(conflicts).toEqual(["textContent"]);
    expect(data.versions).toContainEqual({ content: "theirs", timestamp: NOW, operation: "kept" });
  });

  it("keeps every generated version of both sides and the shown version of the side that chose one", () => {
    const v = (content: string) => ({ content, timestamp: NOW });
    const base = row({ versions: [v("one")], generatedPost: "one" });
    const local = row({ versions: [v("one"), v("two")], currentVersionIndex: 1, generatedPost: "two" });
    const remote = row({ versions: [v("one"), v("three")], currentVersionIndex: 1, generatedPost: "three" });
    const { data } = mergeDraft(base, local, remote, NOW);
    expect(data.versions.map((x) => x.content)).toEqual(["one", "three", "two"]);
    expect(data.generatedPost).toBe("two");
    expect(data.currentVersionIndex).toBe(2);
  });

  it("takes the remote row as is when nothing changed locally", () => {
    const remote = row({ textContent: "new", selectedModelId: "m" });
    expect(mergeDraft(row(), row(), remote, NOW).data).toEqual(remote);
  });
});
