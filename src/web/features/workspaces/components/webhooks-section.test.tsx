// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WebhookDelivery, WebhookEndpoint } from "@/shared/contracts/webhooks";
import { messages } from "@/shared/messages";
import type { WorkspaceRole } from "@/shared/roles";
import { WorkspaceRoleContext } from "@/web/lib/workspace-role";
import { workspacesCopy } from "../copy";
import { WebhooksSection } from "./webhooks-section";

const get = vi.fn<(path: string) => unknown>();
const post = vi.fn<(path: string, body?: unknown) => unknown>();
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({
    get: (path: unknown) => get(path as string),
    post: (path: unknown, body?: unknown) => post(path as string, body),
  }),
}));

const copy = workspacesCopy.webhooks;
const WS = "00000000-0000-4000-8000-000000000002";
const endpoint: WebhookEndpoint = {
  id: "00000000-0000-4000-8000-0000000000e1",
  url: "https://hooks.example.com/in",
  description: "n8n",
  event_types: ["post.published"],
  enabled: false,
  disabled_at: "2026-11-26T10:00:00Z",
  disabled_reason: messages.webhooks.disabledAfterFailures(10),
  consecutive_failures: 10,
  created_by: null,
  created_at: "2026-11-26T09:00:00Z",
  updated_at: "2026-11-26T10:00:00Z",
};
const delivery = (status: WebhookDelivery["status"], id: string): WebhookDelivery => ({
  id,
  endpoint_id: endpoint.id,
  event_id: `msg_${id}`,
  event_type: "post.published",
  payload: {},
  status,
  attempts: 6,
  response_status: 503,
  response_body: "Service Unavailable",
  next_attempt_at: null,
  delivered_at: null,
  created_at: "2026-11-26T09:30:00Z",
  updated_at: "2026-11-26T09:30:00Z",
});

function renderAs(role: WorkspaceRole) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WorkspaceRoleContext.Provider value={role}>
        <WebhooksSection workspaceId={WS} />
      </WorkspaceRoleContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  get.mockReset();
  post.mockReset();
});

describe("webhooks section", () => {
  it("shows a writer why they cannot manage webhooks, and does not ask for them", () => {
    renderAs("writer");
    const reason = messages.workspaces.roleCannot("writer", messages.workspaces.actions.manage);
    expect(screen.getByText(reason)).toBeTruthy();
    expect((screen.getByLabelText(copy.urlLabel) as HTMLInputElement).disabled).toBe(true);
    const add = screen.getByRole("button", { name: copy.add }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(add.title).toBe(reason);
    expect(get).not.toHaveBeenCalled();
  });

  it("shows a disabled endpoint's reason and its log; Redeliver waits for the endpoint to be enabled", async () => {
    get.mockImplementation((path) => (path.endsWith("/deliveries") ? { data: [delivery("failed", "d1")], next_cursor: null } : { data: [endpoint] }));
    renderAs("admin");
    const item = await screen.findByTestId("webhook-endpoint");
    expect(within(item).getByText(copy.disabled)).toBeTruthy();
    expect(within(item).getByText(messages.webhooks.disabledAfterFailures(10))).toBeTruthy();
    await userEvent.click(within(item).getByRole("button", { name: copy.deliveriesFor(endpoint.url) }));
    const row = await screen.findByTestId("webhook-delivery");
    expect(within(row).getByText(copy.answered(503))).toBeTruthy();
    expect(within(row).getByText("Service Unavailable")).toBeTruthy();
    const redeliver = within(row).getByRole("button", { name: /Redeliver/ }) as HTMLButtonElement;
    expect(redeliver.disabled).toBe(true);
    expect(redeliver.title).toBe(copy.endpointDisabled);
  });

  it("shows the new endpoint's secret once, until Done", async () => {
    get.mockImplementation(() => ({ data: [] }));
    post.mockImplementation(() => ({ ...endpoint, enabled: true, disabled_reason: null, secret: "whsec_c2VjcmV0LXNob3duLW9uY2U=" }));
    renderAs("owner");
    expect(await screen.findByText(copy.empty)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(copy.urlLabel), endpoint.url);
    await userEvent.click(screen.getByRole("button", { name: copy.add }));
    expect(post).toHaveBeenCalledWith(`/workspaces/${WS}/webhooks`, { url: endpoint.url, description: "", event_types: ["post.published", "post.failed"] });
    const secret = (await screen.findByLabelText(copy.secretLabel)) as HTMLInputElement;
    expect(secret.value).toBe("whsec_c2VjcmV0LXNob3duLW9uY2U=");
    await userEvent.click(screen.getByRole("button", { name: copy.done }));
    expect(screen.queryByLabelText(copy.secretLabel)).toBeNull();
  });
});
