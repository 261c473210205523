import { describe, expect, it } from "vitest";
import { originFor } from "./sign-in";

const from = { pathname: "/history", search: "?q=launch", hash: "", state: null, key: "k" };

describe("originFor", () => {
  it("returns the person to the page that sent them to sign in", () => {
    expect(originFor({ from, userId: "u1" }, "u1")).toBe("/history?q=launch");
  });

  it("keeps a deep link opened before anyone signed in on this tab", () => {
    expect(originFor({ from }, "u2")).toBe("/history?q=launch");
  });

  it("starts the next person at the dashboard, not on the last page of the one who signed out", () => {
    expect(originFor({ from, userId: "u1" }, "u2")).toBe("/dashboard");
  });

  it("starts at the dashboard without an origin", () => {
    expect(originFor(null, "u1")).toBe("/dashboard");
  });
});
