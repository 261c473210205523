// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { clearUserStorage, DRAFT_CACHE_PREFIX, unsavedWork } from "./user-storage";

describe("one user's work in this browser", () => {
  beforeEach(() => localStorage.clear());

  it("counts a page with draft changes not yet sent (offline) as unsaved work, and sign-out removes the caches", () => {
    const sent = `${DRAFT_CACHE_PREFIX}u1.personal.article`;
    const waiting = `${DRAFT_CACHE_PREFIX}u1.personal.social_media`;
    localStorage.setItem(sent, JSON.stringify({ server: { a: { version: 1, position: 0, data: {} } }, outbox: {} }));
    localStorage.setItem(waiting, JSON.stringify({ server: {}, outbox: { b: { kind: "delete", baseVersion: 1 } } }));
    localStorage.setItem("selectedBrandName", "Acme");
    expect(unsavedWork(localStorage).pages).toEqual(["Social Media Posts"]);

    clearUserStorage(localStorage);
    expect(localStorage.getItem(sent)).toBeNull();
    expect(localStorage.getItem(waiting)).toBeNull();
    expect(localStorage.getItem("selectedBrandName")).toBeNull();
  });
});
