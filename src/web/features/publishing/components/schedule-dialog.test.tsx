// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Account } from "@/shared/contracts/accounts";
import type { PublishingAccount } from "@/shared/contracts/publishing";
import { fromLocalInput } from "../lib/calendar";
import { ScheduleDialog } from "./schedule-dialog";
import { Providers, json, stubApi } from "./test-api";

const account = (id: string, name: string, platform: Account["platform"]) =>
  ({ id, name, platform, handle: `@${name}`, is_active: true, description: "", user_id: "u" }) as unknown as Account;
const accounts = [account("a1", "Sky", "bluesky"), account("a2", "Toot", "mastodon"), account("a3", "Tok", "tiktok"), account("a4", "Gram", "instagram"), account("a5", "Pro", "linkedin")];
const publishingAccount: PublishingAccount = { account_id: "a1", platform: "bluesky", settings: { identifier: "sky.test" }, secret_hint: "abcd", checked_at: null, check_error: null, token_expires_at: null, reconnect_reason: null, updated_at: "" };
const instagramAccount: PublishingAccount = { ...publishingAccount, account_id: "a4", platform: "instagram", settings: { ig_user_id: "1", username: "gram", page_id: "2" }, secret_hint: "" };
const linkedinAccount: PublishingAccount = { ...publishingAccount, account_id: "a5", platform: "linkedin", settings: { author: "urn:li:person:1", name: "Pro" } };

afterEach(() => vi.unstubAllGlobals());

function open(text: string, images: { bucket: "image-storage"; path: string; url: string; alt?: string }[] = [], document: { path: string; url: string; pages: number } | null = null) {
  const calls = stubApi({
    "GET /api/accounts": () => json({ data: accounts, next_cursor: null }),
    "GET /api/publishing-accounts": () => json({ data: [publishingAccount, instagramAccount, linkedinAccount], next_cursor: null }),
    "POST /api/scheduled-posts": ({ body }) => json({ data: [{ id: "p1", ...(body as object) }] }, 201),
  });
  const onOpenChange = vi.fn();
  render(
    <Providers>
      <ScheduleDialog open source={{ text, images, document, contentType: "social_media" }} onOpenChange={onOpenChange} />
    </Providers>,
  );
  return { calls, onOpenChange };
}

describe("ScheduleDialog", () => {
  it("offers only connected accounts and says why the others cannot be chosen", async () => {
    open("Hello");
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(within(dialog).getByRole("checkbox", { name: /Sky/ })).toBeEnabled());
    expect(within(dialog).getByRole("checkbox", { name: /Toot/ })).toBeDisabled();
    expect(within(dialog).getByText("not connected")).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: /Tok/ })).toBeDisabled();
    expect(within(dialog).getByText("copy-out")).toBeInTheDocument();
  });

  it("says before scheduling that Instagram takes no text-only post, and sends nothing until an image is added", async () => {
    const user = userEvent.setup();
    const { calls } = open("Just words");
    await user.click(await screen.findByRole("checkbox", { name: /Gram/ }));
    const notice = "Instagram does not accept text-only posts: add an image first.";
    expect(screen.getByRole("region", { name: /Instagram/ })).toHaveTextContent(notice);
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(screen.getByRole("alert")).toHaveTextContent(notice);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("schedules to Instagram once the post has an image", async () => {
    const user = userEvent.setup();
    const { calls, onOpenChange } = open("With a photo", [{ bucket: "image-storage", path: "u/p.png", url: "/p.png", alt: "A cup" }]);
    await user.click(await screen.findByRole("checkbox", { name: /Gram/ }));
    expect(screen.queryByText(/text-only/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({ account_ids: ["a4"], content: "With a photo" });
  });

  it("counts as the user types: X always, Bluesky in graphemes once chosen, and blocks a post over the limit", async () => {
    const user = userEvent.setup();
    const { calls } = open("Hi");
    expect(await screen.findByTestId("counter-twitter")).toHaveTextContent("2 / 280");
    await user.click(await screen.findByRole("checkbox", { name: /Sky/ }));
    expect(screen.getByTestId("counter-bluesky")).toHaveTextContent("2 / 300");
    const text = screen.getByLabelText("Post text");
    await user.type(text, " 👍🏽");
    expect(screen.getByTestId("counter-bluesky")).toHaveTextContent("4 / 300");
    await user.clear(text);
    await user.click(text);
    await user.paste("x".repeat(301));
    expect(screen.getByTestId("counter-bluesky")).toHaveTextContent("301 / 300");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Shorten the text to fit every chosen platform.");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("schedules the exact text at the chosen local time, or publishes now", async () => {
    const user = userEvent.setup();
    const { calls, onOpenChange } = open("Launch day");
    await user.click(await screen.findByRole("checkbox", { name: /Sky/ }));
    const at = screen.getByLabelText("Date and time");
    await user.clear(at);
    await user.type(at, "2099-03-04T09:30");
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.body).toEqual({ account_ids: ["a1"], content: "Launch day", content_type: "social_media", images: [], scheduled_at: fromLocalInput("2099-03-04T09:30") });
  });

  it("warns before scheduling an image without alt text, then sends on a second click with the alt texts it has", async () => {
    const user = userEvent.setup();
    const images = [
      { bucket: "image-storage" as const, path: "u/1.png", url: "/api/storage/image-storage/u/1.png", alt: "A loaf of bread" },
      { bucket: "image-storage" as const, path: "u/2.png", url: "/api/storage/image-storage/u/2.png" },
    ];
    const { calls } = open("Bread", images);
    await user.click(await screen.findByRole("checkbox", { name: /Sky/ }));
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(screen.getByRole("alert")).toHaveTextContent("An image has no alt text");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Schedule anyway" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ images: [{ bucket: "image-storage", path: "u/1.png", alt: "A loaf of bread" }, { bucket: "image-storage", path: "u/2.png" }] }));
  });

  it("posts a carousel's PDF as a document on LinkedIn and its slides elsewhere", async () => {
    const user = userEvent.setup();
    const slides = [1, 2, 3].map((n) => ({ bucket: "image-storage" as const, path: `u/s${n}.png`, url: `/s${n}.png`, alt: `Slide ${n}` }));
    const { calls, onOpenChange } = open("Three ideas", slides, { path: "u/carousel.pdf", url: "/carousel.pdf", pages: 3 });
    await user.click(await screen.findByRole("checkbox", { name: /Sky/ }));
    // Only Bluesky chosen: it takes no document, so nothing about one is offered.
    expect(screen.queryByRole("checkbox", { name: /PDF document/ })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: /Pro/ }));
    const asDocument = screen.getByRole("checkbox", { name: /Post the carousel as a PDF document \(3 pages\)/ });
    expect(asDocument).toBeChecked();
    expect(screen.getByTestId("preview-document-linkedin")).toHaveTextContent("PDF document, 3 pages");
    expect(screen.getByRole("region", { name: /LinkedIn/ }).querySelectorAll("img")).toHaveLength(0);
    expect(screen.getByRole("region", { name: /Bluesky/ }).querySelectorAll("img")).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const sent = calls.find((c) => c.method === "POST")!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ account_ids: ["a1", "a5"], document: { path: "u/carousel.pdf" } });
    expect(sent.images).toHaveLength(3);
  });

  it("sends the slides to LinkedIn too when the PDF is unticked", async () => {
    const user = userEvent.setup();
    const { calls, onOpenChange } = open("Three ideas", [{ bucket: "image-storage", path: "u/s1.png", url: "/s1.png", alt: "Slide 1" }], { path: "u/carousel.pdf", url: "/carousel.pdf", pages: 1 });
    await user.click(await screen.findByRole("checkbox", { name: /Pro/ }));
    await user.click(screen.getByRole("checkbox", { name: /Post the carousel as a PDF document \(1 page\)/ }));
    expect(screen.queryByTestId("preview-document-linkedin")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const sent = calls.find((c) => c.method === "POST")!.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty("document");
    expect(sent).toMatchObject({ account_ids: ["a5"], images: [{ bucket: "image-storage", path: "u/s1.png", alt: "Slide 1" }] });
  });

  it("sends Publish now without a time", async () => {
    const user = userEvent.setup();
    const { calls } = open("Now!");
    await user.click(await screen.findByRole("checkbox", { name: /Sky/ }));
    await user.click(screen.getByRole("radio", { name: "Publish now" }));
    await user.click(screen.getByRole("button", { name: "Publish now" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ publish_now: true, content: "Now!" }));
  });
});

describe("ScheduleDialog threads", () => {
  const paragraph = (n: number) => `Paragraph ${n}: ${"a fairly long line of words ".repeat(7).trim()}.`;
  const long = Array.from({ length: 4 }, (_, i) => paragraph(i + 1)).join("\n\n");

  it("splits a long draft at its paragraphs, lets a part be edited, merged and numbered, and sends the parts", async () => {
    const user = userEvent.setup();
    const { calls } = open(long);
    await user.click(await screen.findByRole("checkbox", { name: /Sky/ }));
    expect(screen.getByText("This text is longer than one post allows here.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Split into a thread" }));
    const editor = screen.getByTestId("thread-editor");
    expect(within(editor).getByRole("heading", { name: "4 parts" })).toBeInTheDocument();
    expect(screen.getByLabelText("Part 1 of 4")).toHaveValue(paragraph(1));
    expect(screen.getByTestId("thread-part-1-counter")).toHaveTextContent(`${paragraph(1).length} / 300`);

    const second = screen.getByLabelText("Part 2 of 4");
    await user.clear(second);
    await user.type(second, "Edited second part.");
    expect(screen.getByTestId("thread-part-2-counter")).toHaveTextContent("19 / 300");
    await user.click(screen.getByRole("button", { name: "Merge part 3 with the next" }));
    expect(within(editor).getByRole("heading", { name: "3 parts" })).toBeInTheDocument();
    expect(screen.getByTestId("thread-part-3-counter")).toHaveTextContent("/ 300");
    expect(screen.getByTestId("thread-part-3-counter").textContent).toMatch(/^(\d+) \/ 300$/);
    expect(screen.getByTestId("thread-part-3-counter")).toHaveClass("text-destructive");
    await user.click(screen.getByRole("button", { name: "Remove part 3" }));
    await user.click(screen.getByRole("button", { name: "Add a part" }));
    await user.type(screen.getByLabelText("Part 3 of 3"), "The end.");
    await user.click(screen.getByRole("checkbox", { name: "Number the parts (1/6)" }));
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    const parts = [`${paragraph(1)} (1/3)`, "Edited second part. (2/3)", "The end. (3/3)"];
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ account_ids: ["a1"], parts, content: parts.join("\n\n") }));
  });

  it("refuses a thread with an empty part or a part over the limit, naming why", async () => {
    const user = userEvent.setup();
    const { calls } = open(long);
    await user.click(await screen.findByRole("checkbox", { name: /Sky/ }));
    await user.click(screen.getByRole("checkbox", { name: /Post as a thread/ }));
    await user.clear(screen.getByLabelText("Part 2 of 4"));
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    expect(screen.getByRole("alert")).toHaveTextContent("A part of the thread is empty.");
    await user.click(screen.getByRole("checkbox", { name: /Post as a thread/ }));
    expect(screen.getByLabelText("Post text")).toHaveValue(long);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("offers a first comment where every chosen platform takes one, and no thread there", async () => {
    const user = userEvent.setup();
    const { calls } = open("Our launch");
    await user.click(await screen.findByRole("checkbox", { name: /Pro/ }));
    expect(screen.queryByRole("checkbox", { name: /Post as a thread/ })).toBeNull();
    await user.type(screen.getByLabelText("First comment"), "Sign up at example.com");
    await user.click(screen.getByRole("checkbox", { name: /Sky/ }));
    expect(screen.queryByLabelText("First comment")).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: /Sky/ }));
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ account_ids: ["a5"], content: "Our launch", first_comment: "Sign up at example.com" }));
  });
});

describe("ScheduleDialog best times", () => {
  const openWith = (best: object) => {
    stubApi({
      "GET /api/accounts": () => json({ data: accounts, next_cursor: null }),
      "GET /api/publishing-accounts": () => json({ data: [publishingAccount, instagramAccount], next_cursor: null }),
      "GET /api/analytics/best-times": () => json({ time_zone: "UTC", needed: 10, cells: [], ...best }),
    });
    render(
      <Providers>
        <ScheduleDialog open source={{ text: "Hi", images: [], contentType: "social_media" }} onOpenChange={vi.fn()} />
      </Providers>,
    );
  };

  it("offers the workspace's best hours and sets the next such time when one is clicked", async () => {
    const user = userEvent.setup();
    openWith({ posts: 12, best: [{ weekday: 3, hour: 17, posts: 3, average: 24 }] });
    await user.click(await screen.findByRole("button", { name: "Schedule for Thursdays 17:00" }));
    const picked = new Date(fromLocalInput((screen.getByLabelText("Date and time") as HTMLInputElement).value)!);
    expect([picked.getDay(), picked.getHours(), picked.getMinutes()]).toEqual([4, 17, 0]);
    expect(picked.getTime()).toBeGreaterThan(Date.now());
    expect(picked.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it("says how many more posts it needs instead of guessing from too few", async () => {
    openWith({ posts: 4, best: [] });
    expect(await screen.findByTestId("best-times-too-few")).toHaveTextContent("Best times appear once 10 published posts have numbers (4 so far).");
    expect(screen.queryByRole("group", { name: "Best times to post" })).toBeNull();
  });
});
