// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AuthContext, type AuthContextValue } from "@/web/lib/auth/use-auth";
import { instanceAdminCopy as copy } from "../copy";
import { UsersPage } from "./users-page";

const user = (id: string, email: string, role: "user" | "admin") => ({ id, email, role, disabled_at: null, email_confirmed_at: "2026-01-01T00:00:00Z", created_at: "2026-01-01T00:00:00Z" });
const get = vi.fn((path: string) => (path === "/admin/settings" ? { signup_mode: "open" } : { users: [user("me", "ada@example.com", "admin"), user("u2", "ben@example.com", "user")] }));
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({ get: (path: unknown) => get(path as string) }),
}));

describe("the users page", () => {
  it("marks the admin's own row and keeps them from disabling, demoting or deleting themselves", async () => {
    const auth = { user: { id: "me", email: "ada@example.com", role: "admin" }, loading: false } as unknown as AuthContextValue;
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthContext.Provider value={auth}>
          <UsersPage />
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
    const mine = (await screen.findByText("ada@example.com")).closest("li")!;
    expect(within(mine).getByText(copy.you)).toBeTruthy();
    for (const name of [copy.disable, copy.removeAdmin, copy.delete]) expect(within(mine).getByRole("button", { name })).toHaveProperty("disabled", true);
    const other = screen.getByText("ben@example.com").closest("li")!;
    for (const name of [copy.disable, copy.makeAdmin, copy.delete]) expect(within(other).getByRole("button", { name })).toHaveProperty("disabled", false);
    expect(screen.getByLabelText(copy.signupMode)).toHaveProperty("value", "open");
  });
});
