// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DRAFT_COLLAB_EVENT } from "@/shared/contracts/collaboration";
import { workspaceChannel } from "@/shared/contracts/workspaces";
import { CollabSummaryContext, useCollabSummary } from "../api/collaboration";
import { CollabBadges } from "./collab-badges";

const apiGet = vi.fn();
const handlers = new Map<string, (payload: unknown) => void>();
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({ get: (...a: unknown[]) => apiGet(...a) }),
}));
vi.mock("@/web/lib/realtime", () => ({
  realtime: {
    subscribe: (channel: string, event: string, handler: (payload: unknown) => void) => {
      handlers.set(`${channel} ${event}`, handler);
      return () => handlers.delete(`${channel} ${event}`);
    },
  },
}));

const DRAFT = "0b8f3c1e-2d4a-4e6b-9c7d-1a2b3c4d5e6f";

function Page() {
  const summary = useCollabSummary("social_media", "ws1");
  return (
    <CollabSummaryContext.Provider value={summary.data ?? null}>
      <CollabBadges draftId={DRAFT} />
    </CollabSummaryContext.Provider>
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  handlers.clear();
});

describe("row badges", () => {
  it("show open comments and the approval status, and follow another member's comment or decision live", async () => {
    let state = { status: "draft", open_comments: 0 };
    apiGet.mockImplementation(async (path: string, init: { query: { page: string } }) => {
      expect(path).toBe("/collaboration/drafts");
      expect(init.query.page).toBe("social_media");
      return { data: { [DRAFT]: state }, approvals_required: true };
    });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <Page />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(qc.getQueryState(["draft-approvals", "summary", "ws1", "social_media"])?.status).toBe("success"));
    expect(apiGet).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("row-collab-badges")).toBeNull();

    // Another member comments and sends the draft for approval: the workspace channel says so, no polling.
    state = { status: "needs_approval", open_comments: 2 };
    const announce = handlers.get(`${workspaceChannel("ws1")} ${DRAFT_COLLAB_EVENT}`);
    expect(announce).toBeDefined();
    act(() => announce!({ draft_id: DRAFT, what: "approval", status: "needs_approval", by: "u2" }));
    await vi.waitFor(() => expect(apiGet).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId("row-open-comments")).toHaveTextContent("2");
    expect(screen.getByTestId("row-open-comments")).toHaveAccessibleName("2 open comments");
    expect(screen.getByTestId("row-approval-status")).toHaveTextContent("Needs approval");

    state = { status: "approved", open_comments: 0 };
    act(() => announce!({ draft_id: DRAFT, what: "approval", status: "approved", by: "u3" }));
    await vi.waitFor(() => expect(screen.getByTestId("row-approval-status")).toHaveTextContent("Approved"));
    expect(screen.queryByTestId("row-open-comments")).toBeNull();
  });
});
