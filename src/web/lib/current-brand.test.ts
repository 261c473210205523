// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { readBrandChoice, subscribeBrandChoice, writeSelectedBrand } from "./current-brand";
import { setCurrentWorkspace } from "./workspace";

const TEAM = "6f1c2d4e-0000-4000-8000-000000000001";

afterEach(() => {
  setCurrentWorkspace(null);
  localStorage.clear();
});

describe("the current brand is kept per workspace (issue 25)", () => {
  it("a team workspace has its own choice; switching back finds the personal one", () => {
    writeSelectedBrand({ id: "personal-brand", brand_name: "Mine" });
    setCurrentWorkspace(TEAM);
    expect(readBrandChoice()).toEqual({ hasChoice: false, id: null, name: null });
    writeSelectedBrand({ id: "team-brand", brand_name: "Team" });
    expect(readBrandChoice().id).toBe("team-brand");
    setCurrentWorkspace(null);
    expect(readBrandChoice()).toMatchObject({ id: "personal-brand", name: "Mine" });
    // The personal workspace keeps the keys of before workspaces, so a choice made then still holds.
    expect(localStorage.getItem("selectedBrandId")).toBe("personal-brand");
  });

  it("tells subscribers when the tab switches workspace", () => {
    let calls = 0;
    const stop = subscribeBrandChoice(() => calls++);
    setCurrentWorkspace(TEAM);
    stop();
    expect(calls).toBe(1);
  });
});
