// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { notificationsCopy } from "../copy";
import { NotificationPrefsSection } from "./notification-prefs";

const apiGet = vi.fn();
const apiPut = vi.fn();
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({
    get: (...a: unknown[]) => apiGet(...a),
    put: (...a: unknown[]) => apiPut(...a),
  }),
}));

const kinds = notificationsCopy.prefs.kinds;

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NotificationPrefsSection />
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe("Settings → Notifications", () => {
  it("shows each email kind as saved and saves a switched one with the others kept", async () => {
    apiGet.mockResolvedValue({ email: { mention: true, approval_requested: false, publish_failed: true } });
    apiPut.mockImplementation(async (_path: string, body: unknown) => body);
    renderSection();
    const mention = await screen.findByRole("switch", { name: kinds.mention });
    expect(mention).toBeChecked();
    expect(screen.getByRole("switch", { name: kinds.approval_requested })).not.toBeChecked();
    await userEvent.setup().click(screen.getByRole("switch", { name: kinds.approval_requested }));
    await waitFor(() =>
      expect(apiPut).toHaveBeenCalledWith("/notifications/preferences", { email: { mention: true, approval_requested: true, publish_failed: true } }),
    );
    await waitFor(() => expect(screen.getByRole("switch", { name: kinds.approval_requested })).toBeChecked());
  });

  it("says so when the settings cannot be loaded", async () => {
    apiGet.mockRejectedValue(new Error("down"));
    renderSection();
    expect(await screen.findByRole("alert")).toHaveTextContent(notificationsCopy.prefs.loadFailed);
  });
});
