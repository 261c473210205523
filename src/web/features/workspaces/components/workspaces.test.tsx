// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WorkspaceMember, WorkspaceSummary } from "@/shared/contracts/workspace-members";
import { WORKSPACE_ACCESS_REVOKED_EVENT, workspaceChannel } from "@/shared/contracts/workspaces";
import { messages } from "@/shared/messages";
import { AuthContext, type AuthContextValue } from "@/web/lib/auth/use-auth";
import { currentWorkspaceId, setCurrentWorkspace } from "@/web/lib/workspace";
import WorkspacePage from "../../../app/routes/workspace";
import { workspacesCopy as copy } from "../copy";
import { WorkspaceProvider } from "./workspace-provider";
import { WorkspaceSwitcher } from "./workspace-switcher";

const get = vi.fn<(path: string) => unknown>();
const patch = vi.fn<(path: string, body: unknown) => unknown>();
const del = vi.fn<(path: string) => unknown>();
const put = vi.fn<(path: string, body: unknown) => unknown>();
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({
    get: (path: unknown) => get(path as string),
    patch: (path: unknown, body: unknown) => patch(path as string, body),
    delete: (path: unknown) => del(path as string),
    put: (path: unknown, body: unknown) => put(path as string, body),
  }),
}));

type Handler = (payload: unknown) => void;
const realtimeHandlers = new Map<string, Handler>();
vi.mock("@/web/lib/realtime", () => ({
  realtime: {
    getState: () => "open",
    onStateChange: () => () => {},
    subscribe: (channel: string, event: string, handler: Handler) => {
      realtimeHandlers.set(`${channel}/${event}`, handler);
      return () => realtimeHandlers.delete(`${channel}/${event}`);
    },
  },
}));

const notices = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock("@/web/lib/toast", () => ({ toast: notices }));

const personal: WorkspaceSummary = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "ada@example.com",
  kind: "personal",
  role: "owner",
  member_count: 1,
  created_at: "2026-01-01T00:00:00Z",
};
const team = (role: WorkspaceSummary["role"]): WorkspaceSummary => ({
  id: "00000000-0000-4000-8000-000000000002",
  name: "Northwind",
  kind: "team",
  role,
  member_count: 3,
  created_at: "2026-01-01T00:00:00Z",
});
const members: WorkspaceMember[] = [
  { user_id: "owner-id", email: "olga@example.com", role: "owner", joined_at: "2026-01-01T00:00:00Z" },
  { user_id: "u1", email: "ada@example.com", role: "writer", joined_at: "2026-01-01T00:00:00Z" },
  { user_id: "u3", email: "ben@example.com", role: "viewer", joined_at: "2026-01-01T00:00:00Z" },
];

function renderInShell(ui: React.ReactNode) {
  const auth = { user: { id: "u1", email: "ada@example.com" }, loading: false } as unknown as AuthContextValue;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter>
          <WorkspaceProvider>{ui}</WorkspaceProvider>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  setCurrentWorkspace(null);
  get.mockReset();
  patch.mockReset();
  del.mockReset();
  realtimeHandlers.clear();
  Object.values(notices).forEach((n) => n.mockReset());
});

describe("workspace switcher", () => {
  it("lists my workspaces with my role and switches this tab's workspace", async () => {
    get.mockImplementation((path) => (path === "/workspaces" ? { data: [personal, team("writer")] } : { data: [] }));
    renderInShell(<WorkspaceSwitcher />);
    const trigger = await screen.findByRole("button", { name: copy.switcher.choose(copy.switcher.personal) });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("menuitem", { name: /Northwind/ }));
    expect(currentWorkspaceId()).toBe(team("writer").id);
    expect(await screen.findByRole("button", { name: copy.switcher.choose("Northwind") })).toBeTruthy();
  });

  it("falls back to the personal workspace with a notice when the tab's workspace is no longer mine", async () => {
    setCurrentWorkspace("00000000-0000-4000-8000-00000000dead");
    get.mockImplementation(() => ({ data: [personal] }));
    renderInShell(<WorkspaceSwitcher />);
    await screen.findByRole("button", { name: copy.switcher.choose(copy.switcher.personal) });
    expect(currentWorkspaceId()).toBeNull();
  });
});

describe("members page", () => {
  it("lets an admin turn the team's approvals off", async () => {
    setCurrentWorkspace(team("admin").id);
    get.mockImplementation((path) =>
      path === "/workspaces"
        ? { data: [personal, team("admin")] }
        : path.endsWith("/members")
          ? { data: members }
          : path === "/collaboration/settings"
            ? { approvals_required: true }
            : { data: [] },
    );
    put.mockImplementation((_path, body) => body);
    renderInShell(<WorkspacePage />);
    const approvals = await screen.findByRole("switch", { name: copy.approvals.label });
    expect(approvals).toBeEnabled();
    await userEvent.click(approvals);
    expect(put).toHaveBeenCalledWith("/collaboration/settings", { approvals_required: false });
    await waitFor(() => expect(approvals).not.toBeChecked());
    expect(screen.getByText(copy.approvals.offHint)).toBeTruthy();
  });

  it("shows every member with their role; a writer sees the controls disabled with the reason", async () => {
    setCurrentWorkspace(team("writer").id);
    get.mockImplementation((path) =>
      path === "/workspaces"
        ? { data: [personal, team("writer")] }
        : path.endsWith("/members")
          ? { data: members }
          : path === "/collaboration/settings"
            ? { approvals_required: true }
            : { data: [] },
    );
    renderInShell(<WorkspacePage />);
    const rows = await screen.findAllByTestId("member-row");
    // The team's approvals switch: on, and a writer sees it without being able to change it.
    const approvals = await screen.findByRole("switch", { name: copy.approvals.label });
    expect(approvals).toBeChecked();
    expect(approvals).toBeDisabled();
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining("olga@example.com"),
      expect.stringContaining("ada@example.com"),
      expect.stringContaining("ben@example.com"),
    ]);
    const reason = messages.workspaces.roleCannot("writer", messages.workspaces.actions.manage);
    const benRole = screen.getByRole("combobox", { name: copy.members.roleFor("ben@example.com") }) as HTMLSelectElement;
    expect(benRole.disabled).toBe(true);
    expect(benRole.title).toBe(reason);
    const remove = screen.getByRole("button", { name: copy.members.removeFor("ben@example.com") }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect((screen.getByRole("button", { name: copy.members.transferFor("ben@example.com") }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: copy.invite.createLink }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    expect(get).not.toHaveBeenCalledWith(expect.stringContaining("/invitations"));
  });

  it("lets an admin change a member's role, never the owner's", async () => {
    setCurrentWorkspace(team("admin").id);
    get.mockImplementation((path) =>
      path === "/workspaces" ? { data: [personal, team("admin")] } : path.endsWith("/members") ? { data: members } : { data: [] },
    );
    patch.mockImplementation(() => ({ ...members[2], role: "publisher" }));
    renderInShell(<WorkspacePage />);
    const ownerRole = (await screen.findByRole("combobox", { name: copy.members.roleFor("olga@example.com") })) as HTMLSelectElement;
    expect(ownerRole.disabled).toBe(true);
    expect(ownerRole.title).toBe(copy.members.ownerFixed);
    const benRow = screen.getAllByTestId("member-row")[2];
    await userEvent.selectOptions(within(benRow).getByRole("combobox"), "publisher");
    expect(patch).toHaveBeenCalledWith(`/workspaces/${team("admin").id}/members/u3`, { role: "publisher" });
    expect(await screen.findByText(copy.pending.empty)).toBeTruthy();
  });
});

describe("deleting the workspace", () => {
  it("takes the owner home with one notice, though the server also revokes their access and the list loses it", async () => {
    const owned = team("owner");
    setCurrentWorkspace(owned.id);
    let deleted = false;
    get.mockImplementation((path) =>
      path === "/workspaces" ? { data: deleted ? [personal] : [personal, owned] } : path.endsWith("/members") ? { data: members } : { data: [] },
    );
    del.mockImplementation((path) => {
      expect(path).toBe(`/workspaces/${owned.id}`);
      deleted = true;
      // The server revokes every member's access while it deletes, the owner's open tabs included.
      realtimeHandlers.get(`${workspaceChannel(owned.id)}/${WORKSPACE_ACCESS_REVOKED_EVENT}`)!(null);
      return undefined;
    });
    renderInShell(<WorkspacePage />);
    await userEvent.click(await screen.findByRole("button", { name: copy.settings.delete }));
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }));
    await vi.waitFor(() => expect(notices.success).toHaveBeenCalledWith(copy.notices.deleted("Northwind")));
    expect(currentWorkspaceId()).toBeNull();
    await screen.findByText(copy.page.description(copy.switcher.personal));
    expect(notices.warning).not.toHaveBeenCalled();
    expect(notices.success).toHaveBeenCalledTimes(1);
  });
});
