import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { format } from "date-fns";
import { draftData } from "../helpers/drafts";
import { startFakeWebhook, type FakeWebhook } from "../helpers/fake-webhook";
import { contentPage, row } from "./content-helpers";
import { accessToken, createConfirmedUser, expect, signInThroughUi, test, type TestUser } from "./fixtures";

/**
 * Issue 26 points 4 and 5 in the browser: a writer and an approver in one team, each in their own browser. A mention
 * reaches the approver's bell live and their mailbox; the writer's scheduled post waits as "Needs approval" and is
 * not published; the approver approves and it goes out (to a fake webhook platform). Row badges follow live.
 */
const def = contentPage("/social-media");
const POST = "Harbour market opens on Saturday with forty local stalls.";

let hook: FakeWebhook;
test.beforeAll(async () => {
  hook = await startFakeWebhook();
});
test.afterAll(async () => {
  await hook.close();
});
test.use({ actionTimeout: 15_000 });

async function setUp(request: APIRequestContext, owner: TestUser, writer: TestUser, approver: TestUser) {
  const auth = { authorization: `Bearer ${await accessToken(request, owner)}` };
  const team = (await (await request.post("/api/workspaces", { headers: auth, data: { name: "Harbour approvals" } })).json()) as { id: string };
  for (const [user, role] of [
    [writer, "writer"],
    [approver, "publisher"],
  ] as const) {
    const invitation = (await (await request.post(`/api/workspaces/${team.id}/invitations`, { headers: auth, data: { role } })).json()) as { link: string };
    const token = new URL(invitation.link).searchParams.get("token")!;
    expect(
      (await request.post(`/api/invitations/${token}/accept`, { headers: { authorization: `Bearer ${await accessToken(request, user)}` } })).status(),
    ).toBe(200);
  }
  const inTeam = { ...auth, "x-workspace-id": team.id };
  const account = (await (
    await request.post("/api/accounts", { headers: inTeam, data: { name: "Harbour hook", handle: "@harbour", platform: "webhook" } })
  ).json()) as { id: string };
  const connected = await request.put(`/api/publishing-accounts/${account.id}`, {
    headers: inTeam,
    data: { platform: "webhook", webhook_url: hook.hookUrl, secret: hook.secret },
  });
  expect(connected.status()).toBe(200);
  const draft = await request.post("/api/drafts", {
    headers: inTeam,
    data: {
      page: def.contentType,
      position: 0,
      data: draftData({ textContent: "Market", generatedPost: POST, versions: [{ content: POST, timestamp: "2026-01-01T00:00:00Z" }] }),
    },
  });
  expect(draft.status()).toBe(201);
  return team.id;
}

async function openAs(browser: Browser, user: TestUser, team: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, user);
  await page.goto(`${def.path}?ws=${team}`);
  await expect(row(page, 1)).toBeVisible();
  return page;
}

async function mailTo(request: APIRequestContext, to: string, needle: string) {
  const { data } = (await (await request.get("/api/dev/mailbox")).json()) as { data: { to: string; subject: string; text: string }[] };
  return data.find((m) => m.to === to && `${m.subject}\n${m.text}`.includes(needle)) ?? null;
}

test("a writer mentions the approver, schedules for approval, and the post goes out only once it is approved", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const [owner, writer, approver] = [await createConfirmedUser(request), await createConfirmedUser(request), await createConfirmedUser(request)];
  const team = await setUp(request, owner, writer, approver);
  const writerPage = await openAs(browser, writer, team);
  const approverPage = await openAs(browser, approver, team);
  await expect(approverPage.getByTestId("notification-bell")).toHaveAccessibleName("Notifications");

  // The writer comments on a passage of the post, mentioning the approver (picked from the suggestions).
  await row(writerPage, 1).getByRole("button", { name: "Comments", exact: true }).click();
  const sheet = writerPage.getByRole("dialog", { name: "Comments" });
  const shown = sheet.getByTestId("comment-post-text");
  await expect(shown).toHaveText(POST);
  await shown.evaluate((el) => {
    const node = el.firstChild!.firstChild as Text;
    const range = document.createRange();
    range.setStart(node, node.data.indexOf("forty"));
    range.setEnd(node, node.data.indexOf("forty") + "forty local stalls".length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    el.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
  });
  await expect(sheet.getByTestId("comment-on-passage")).toContainText("forty local stalls");
  await sheet.getByRole("textbox", { name: "Comment", exact: true }).fill(`Is this count right @${approver.email.slice(0, 6)}`);
  await sheet.getByRole("listbox", { name: "Members to mention" }).getByRole("button", { name: approver.email, exact: true }).click();
  await sheet.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(sheet.getByTestId("comment")).toContainText(`@${approver.email}`);
  // Shown on its passage.
  await expect(sheet.getByTestId("comment-passage")).toHaveText("forty local stalls");

  // The approver's bell shows it live, their row badge counts the open thread, and the mail is in the dev mailbox.
  await expect(approverPage.getByTestId("notification-bell")).toHaveAccessibleName("Notifications, 1 unread");
  await expect(row(approverPage, 1).getByTestId("row-open-comments")).toHaveText("1");
  // The passage is marked on the approver's row itself; a click opens the comments there.
  const marked = row(approverPage, 1).getByTestId("row-comment-passage");
  await expect(marked).toHaveText("forty local stalls");
  await expect(marked).toHaveAttribute("title", new RegExp(`^${writer.email.replace(/[.+]/g, "\\$&")}: Is this count right`));
  await marked.click();
  await expect(approverPage.getByRole("dialog", { name: "Comments" }).getByTestId("comment")).toContainText(`@${approver.email}`);
  await approverPage.keyboard.press("Escape");
  await expect.poll(() => mailTo(request, approver.email, `${writer.email} mentioned you`), { timeout: 30_000 }).not.toBeNull();
  await writerPage.keyboard.press("Escape");

  // The writer schedules from the row: the dialog says it waits for approval, and it is not an error.
  await row(writerPage, 1).getByRole("button", { name: "Schedule" }).click();
  const dialog = writerPage.getByRole("dialog", { name: "Schedule post" });
  await expect(dialog.getByTestId("schedule-needs-approval")).toBeVisible();
  await dialog.getByRole("checkbox", { name: /Harbour hook/ }).check();
  const due = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  await dialog.getByLabel("Date and time", { exact: true }).fill(format(due, "yyyy-MM-dd'T'HH:mm"));
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(writerPage.getByText("Post scheduled: waiting for approval")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Both rows show "Needs approval" live; the approver is told; the calendar shows it waiting; nothing is sent.
  await expect(row(writerPage, 1).getByTestId("row-approval-status")).toHaveText("Needs approval");
  await expect(row(approverPage, 1).getByTestId("row-approval-status")).toHaveText("Needs approval");
  await expect(approverPage.getByTestId("notification-bell")).toHaveAccessibleName("Notifications, 2 unread");
  await writerPage.getByRole("navigation").getByRole("link", { name: "Calendar" }).click();
  const chip = writerPage.locator("[data-post-id]").filter({ hasText: POST });
  await expect(chip.getByTestId("needs-approval")).toHaveText("Needs approval");
  expect(hook.deliveries).toHaveLength(0);

  // The approver approves in the comments sheet; the badge turns to Approved, the calendar chip loses its mark.
  await row(approverPage, 1).getByRole("button", { name: "Comments (1)" }).click();
  const approverSheet = approverPage.getByRole("dialog", { name: "Comments" });
  await expect(approverSheet.getByTestId("approval-status")).toHaveText("Needs approval");
  await approverSheet.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(approverSheet.getByTestId("approval-status")).toHaveText("Approved");
  // The sheet is modal (the rows are hidden from the accessibility tree while it is open).
  await approverPage.keyboard.press("Escape");
  await expect(approverSheet).toBeHidden();
  await expect(row(approverPage, 1).getByTestId("row-approval-status")).toHaveText("Approved");
  await writerPage.reload();
  await expect(chip).toBeVisible();
  await expect(chip.getByTestId("needs-approval")).toHaveCount(0);

  // At its time it is published, once.
  await hook.waitFor(() => hook.deliveries.some((d) => d.payload.post?.text === POST), 150_000, "the approved post on the webhook");
  expect(hook.deliveries.filter((d) => d.payload.post?.text === POST)).toHaveLength(1);
  await expect(async () => {
    await writerPage.reload();
    await expect(chip).toHaveAttribute("data-status", "published", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});
