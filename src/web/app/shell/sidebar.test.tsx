// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AuthContext, type AuthContextValue } from "@/web/lib/auth/use-auth";
import { Sidebar } from "./sidebar";

function renderSidebar(role: "user" | "admin") {
  const auth = { user: { id: "u1", email: "ada@example.com", role }, loading: false, signOut: vi.fn() } as unknown as AuthContextValue;
  render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter>
        <Sidebar collapsed={false} />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe("sidebar", () => {
  it("links the server's admins to the users page", () => {
    renderSidebar("admin");
    expect(screen.getByText("Administration")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Users" }).getAttribute("href")).toBe("/admin/users");
  });

  it("shows other users no Administration", () => {
    renderSidebar("user");
    expect(screen.queryByText("Administration")).toBeNull();
    expect(screen.queryByRole("link", { name: "Users" })).toBeNull();
  });
});
