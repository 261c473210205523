// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Brand } from "@/shared/contracts/brands";
import { AuthContext, type AuthContextValue } from "@/web/lib/auth/use-auth";
import { BRAND_STORAGE_KEYS } from "@/web/lib/current-brand";
import { BrandProvider, useCurrentBrand } from "./brand-context";

const apiGet = vi.fn();
const apiPut = vi.fn();
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../tests/helpers/fake-api-client")).fakeApiClient({ get: (...args: unknown[]) => apiGet(...args), put: (...args: unknown[]) => apiPut(...args) }),
}));

/** The server's answers: the brand list, and the workspace's current brand (none chosen unless given). */
function serverAnswers(current: string | null = null) {
  apiGet.mockImplementation(async (path: string) => (path === "/workspaces/current/brand" ? { brand_id: current } : { data: [NEWEST, OLDER], next_cursor: null }));
}

const brand = (id: string, name: string): Brand => ({
  id,
  user_id: "u1",
  brand_name: name,
  mission: null,
  vision: null,
  target_audience: null,
  brand_voice: null,
  key_messaging: null,
  spelling_preference: null,
  no_dashes: false,
  no_semicolons: false,
  no_emojis: false,
  key_topics: null,
  content_guidelines: null,
  additional_notes: null,
  language: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
});
const NEWEST = brand("11111111-1111-4111-8111-111111111111", "Newest");
const OLDER = brand("22222222-2222-4222-8222-222222222222", "Older");

function Probe() {
  const { brandId, brandName, brand: row, selectBrand, isLoading } = useCurrentBrand();
  return (
    <div>
      <p data-testid="state">{isLoading ? "loading" : `${brandId ?? "none"}|${brandName ?? "-"}|${row?.brand_name ?? "-"}`}</p>
      <button onClick={() => selectBrand(OLDER.id)}>pick older</button>
      <button onClick={() => selectBrand(null)}>pick none</button>
    </div>
  );
}

function renderWithProviders(signedIn = true): { unmount: () => void } {
  const auth = { user: signedIn ? { id: "u1" } : null, loading: false } as unknown as AuthContextValue;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <BrandProvider>{children}</BrandProvider>
      </AuthContext.Provider>
    </QueryClientProvider>
  );
  return render(wrap(<Probe />));
}

const state = () => screen.getByTestId("state").textContent;

beforeEach(() => {
  localStorage.clear();
  apiGet.mockReset();
  apiPut.mockReset();
  apiPut.mockImplementation(async (_path: string, body: unknown) => body);
  serverAnswers();
});

describe("BrandProvider", () => {
  it("selects the first brand when the user never chose, and remembers it", async () => {
    renderWithProviders();
    await waitFor(() => expect(state()).toBe(`${NEWEST.id}|Newest|Newest`));
    expect(localStorage.getItem(BRAND_STORAGE_KEYS.selectedBrandId)).toBe(NEWEST.id);
    expect(localStorage.getItem(BRAND_STORAGE_KEYS.selectedBrandName)).toBe("Newest");
  });

  it("restores a stored brand, and a choice persists across a remount", async () => {
    localStorage.setItem(BRAND_STORAGE_KEYS.selectedBrandId, NEWEST.id);
    const first = renderWithProviders();
    await waitFor(() => expect(state()).toBe(`${NEWEST.id}|Newest|Newest`));
    await userEvent.click(screen.getByText("pick older"));
    expect(state()).toBe(`${OLDER.id}|Older|Older`);
    first.unmount();

    renderWithProviders();
    await waitFor(() => expect(state()).toBe(`${OLDER.id}|Older|Older`));
  });

  it("remembers an explicit 'No Brand' instead of falling back to the first brand", async () => {
    renderWithProviders();
    await waitFor(() => expect(state()).toBe(`${NEWEST.id}|Newest|Newest`));
    await userEvent.click(screen.getByText("pick none"));
    expect(state()).toBe("none|-|-");
    expect(localStorage.getItem(BRAND_STORAGE_KEYS.selectedBrandId)).toBe("");
  });

  it("falls back to no brand when the stored brand no longer exists", async () => {
    localStorage.setItem(BRAND_STORAGE_KEYS.selectedBrandId, "33333333-3333-4333-8333-333333333333");
    localStorage.setItem(BRAND_STORAGE_KEYS.selectedBrandName, "Deleted");
    renderWithProviders();
    await waitFor(() => expect(state()).toBe("none|-|-"));
    expect(localStorage.getItem(BRAND_STORAGE_KEYS.selectedBrandId)).toBe("");
  });

  it("shows the stored name while the list loads", async () => {
    localStorage.setItem(BRAND_STORAGE_KEYS.selectedBrandId, OLDER.id);
    localStorage.setItem(BRAND_STORAGE_KEYS.selectedBrandName, "Older");
    let resolve!: (v: unknown) => void;
    const list = new Promise((r) => (resolve = r));
    apiGet.mockImplementation((path: string) => (path === "/workspaces/current/brand" ? Promise.resolve({ brand_id: null }) : list));
    renderWithProviders();
    expect(state()).toBe("loading");
    await act(async () => resolve({ data: [NEWEST, OLDER], next_cursor: null }));
    await waitFor(() => expect(state()).toBe(`${OLDER.id}|Older|Older`));
  });

  it("neither loads nor discards the selection while signed out", async () => {
    localStorage.setItem(BRAND_STORAGE_KEYS.selectedBrandId, OLDER.id);
    renderWithProviders(false);
    expect(apiGet).not.toHaveBeenCalled();
    expect(localStorage.getItem(BRAND_STORAGE_KEYS.selectedBrandId)).toBe(OLDER.id);
  });

  it("follows a selection made in another tab", async () => {
    localStorage.setItem(BRAND_STORAGE_KEYS.selectedBrandId, NEWEST.id);
    renderWithProviders();
    await waitFor(() => expect(state()).toBe(`${NEWEST.id}|Newest|Newest`));
    localStorage.setItem(BRAND_STORAGE_KEYS.selectedBrandId, OLDER.id);
    act(() => window.dispatchEvent(new StorageEvent("storage", { key: BRAND_STORAGE_KEYS.selectedBrandId })));
    await waitFor(() => expect(state()).toBe(`${OLDER.id}|Older|Older`));
  });

  it("takes the workspace's current brand from the server (another member's or device's choice) over this browser's copy", async () => {
    localStorage.setItem(BRAND_STORAGE_KEYS.selectedBrandId, NEWEST.id);
    localStorage.setItem(BRAND_STORAGE_KEYS.selectedBrandName, "Newest");
    serverAnswers(OLDER.id);
    renderWithProviders();
    await waitFor(() => expect(state()).toBe(`${OLDER.id}|Older|Older`));
    expect(localStorage.getItem(BRAND_STORAGE_KEYS.selectedBrandId)).toBe(OLDER.id);
    expect(localStorage.getItem(BRAND_STORAGE_KEYS.selectedBrandName)).toBe("Older");
  });

  it("takes the server's choice over the first brand for a member who never chose here (a new member gets the owner's)", async () => {
    serverAnswers(OLDER.id);
    renderWithProviders();
    await waitFor(() => expect(state()).toBe(`${OLDER.id}|Older|Older`));
    await new Promise((r) => setTimeout(r, 50));
    expect(state()).toBe(`${OLDER.id}|Older|Older`);
    expect(localStorage.getItem(BRAND_STORAGE_KEYS.selectedBrandId)).toBe(OLDER.id);
  });

  it("saves a choice to the server and keeps it, and keeps this browser's copy when the server has none or cannot answer", async () => {
    renderWithProviders();
    await waitFor(() => expect(state()).toBe(`${NEWEST.id}|Newest|Newest`));
    await userEvent.click(screen.getByText("pick older"));
    expect(apiPut).toHaveBeenCalledWith("/workspaces/current/brand", { brand_id: OLDER.id });
    expect(state()).toBe(`${OLDER.id}|Older|Older`);

    apiGet.mockImplementation(async (path: string) => {
      if (path === "/workspaces/current/brand") throw new Error("offline");
      return { data: [NEWEST, OLDER], next_cursor: null };
    });
    localStorage.setItem(BRAND_STORAGE_KEYS.selectedBrandId, NEWEST.id);
    renderWithProviders();
    await waitFor(() => expect(screen.getAllByTestId("state").map((e) => e.textContent)).toContain(`${NEWEST.id}|Newest|Newest`));
  });
});
