// @vitest-environment jsdom
import { createEvent, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ScheduledPost } from "@/shared/contracts/publishing";
import { dayKey, fromLocalInput, moveToDay } from "../lib/calendar";
import { CalendarPage } from "./calendar-page";
import { Providers, json, samplePost, stubApi } from "./test-api";

const today = new Date();
const at = (dayOffset: number, hour: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + dayOffset, hour, 15).toISOString();
const post = (id: string, status: ScheduledPost["status"], scheduled_at: string, extra: Partial<ScheduledPost> = {}): ScheduledPost =>
  samplePost({ id, batch_id: id, content: `Post ${id}`, scheduled_at, status, ...extra });
const later = at(0, 23);
const posts = [
  post("s1", "scheduled", later),
  post("f1", "failed", at(0, 1), { error: "Bluesky refused the credentials (401): Invalid identifier or password", attempts: 1 }),
  post("d1", "published", at(0, 2), { post_url: "https://bsky.app/profile/sky.test/post/abc", published_at: at(0, 2) }),
];

afterEach(() => vi.unstubAllGlobals());

function renderCalendar() {
  const calls = stubApi({
    "GET /api/accounts": () => json({ data: [], next_cursor: null }),
    "GET /api/scheduled-posts": () => json({ data: posts, next_cursor: null }),
    "PATCH /api/scheduled-posts/s1": ({ body }) => json({ ...posts[0], ...(body as object) }),
    "POST /api/scheduled-posts/f1/retry": () => json({ ...posts[1], status: "scheduled" }),
  });
  render(
    <Providers>
      <CalendarPage />
    </Providers>,
  );
  return calls;
}

describe("CalendarPage", () => {
  it("shows each post with its status; a failure gives the platform's reason and Retry; a published post links to itself", async () => {
    const user = userEvent.setup();
    const calls = renderCalendar();
    const day = (await screen.findByRole("listitem", { name: /3 posts/ })) as HTMLElement;
    expect(within(day).getAllByRole("button").map((b) => b.dataset.status)).toEqual(["scheduled", "failed", "published"]);

    await user.click(within(day).getByRole("button", { name: /Failed/ }));
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid identifier or password");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.path.endsWith("/f1/retry"))).toBe(true));
    await user.keyboard("{Escape}");

    await user.click(within(day).getByRole("button", { name: /Published/ }));
    expect(screen.getByRole("link", { name: "Open post" })).toHaveAttribute("href", "https://bsky.app/profile/sky.test/post/abc");
  });

  it("moves a scheduled post with the keyboard through Move to...", async () => {
    const user = userEvent.setup();
    const calls = renderCalendar();
    await user.click(await screen.findByRole("button", { name: /Scheduled/ }));
    const field = screen.getByLabelText("Move to...");
    await user.clear(field);
    await user.type(field, "2099-01-02T08:00");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ scheduled_at: fromLocalInput("2099-01-02T08:00") }));
  });

  it("reschedules a post dropped on another day at the same time of day", async () => {
    const calls = renderCalendar();
    const chip = await screen.findByRole("button", { name: /Scheduled/ });
    const data = new Map<string, string>();
    const dataTransfer = { setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? "", get types() { return [...data.keys()]; }, effectAllowed: "", dropEffect: "" };
    fireEvent.dragStart(chip, { dataTransfer });
    const target = document.querySelector(`[data-day="${dayKey(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1))}"]`) ?? document.querySelector(`[data-day="${dayKey(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1))}"]`)!;
    const over = createEvent.dragOver(target, { dataTransfer });
    fireEvent(target, over);
    expect(over.defaultPrevented).toBe(true);
    fireEvent.drop(target, { dataTransfer });
    const key = (target as HTMLElement).dataset.day!;
    await waitFor(() => expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ scheduled_at: moveToDay(later, key) }));
  });
});
