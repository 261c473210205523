// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "@/shared/messages";
import { CreateAccountCard } from "./create-account-card";

const post = vi.fn();
vi.mock("@/web/lib/api-client", async (original) => ({
  ...(await original<typeof import("@/web/lib/api-client")>()),
  client: (await import("../../../../../tests/helpers/fake-api-client")).fakeApiClient({ post: (...a: unknown[]) => post(...a) }),
}));

const renderCard = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CreateAccountCard />
    </QueryClientProvider>,
  );

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (_path: string, body: unknown) => ({ id: "1", ...(body as object) }));
});

describe("CreateAccountCard", () => {
  it("says which required fields are missing and sends nothing", async () => {
    renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Add Account" }));
    expect(screen.getByText(messages.accounts.nameRequired)).toBeVisible();
    expect(screen.getByText(messages.accounts.handleRequired)).toBeVisible();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it("sends topics and hashtag groups as trimmed lists, with the defaults, then clears the form", async () => {
    renderCard();
    await userEvent.type(screen.getByLabelText(/^Name/), "Main");
    await userEvent.type(screen.getByLabelText(/^Handle/), "@acme");
    await userEvent.type(screen.getByLabelText("Key Topics"), " coffee ,  latte art,, ");
    await userEvent.type(screen.getByLabelText("Hashtag Groups"), "#coffee #barista, #latte");
    await userEvent.click(screen.getByRole("button", { name: "Add Account" }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [path, body] = post.mock.calls[0];
    expect(path).toBe("/accounts");
    expect(body).toMatchObject({
      name: "Main",
      handle: "@acme",
      platform: "instagram",
      is_active: true,
      key_topics: ["coffee", "latte art"],
      hashtag_groups: ["#coffee #barista", "#latte"],
    });
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue(""));
    expect(screen.getByLabelText("Key Topics")).toHaveValue("");
  });
});
