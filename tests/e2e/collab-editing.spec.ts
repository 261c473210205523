import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { draftData } from "../helpers/drafts";
import { contentPage, row } from "./content-helpers";
import { accessToken, createConfirmedUser, expect, signInThroughUi, test, type TestUser } from "./fixtures";

/** Live co-editing of a draft's post and presence on the content pages (issue 26 points 1 and 3). */
const def = contentPage("/social-media");

async function teamWith(request: APIRequestContext, owner: TestUser, members: { user: TestUser; role: "writer" | "viewer" }[], post = "Shared post.") {
  const ownerAuth = { authorization: `Bearer ${await accessToken(request, owner)}` };
  const team = (await (await request.post("/api/workspaces", { headers: ownerAuth, data: { name: "Co-editing" } })).json()) as { id: string };
  for (const m of members) {
    const invitation = (await (await request.post(`/api/workspaces/${team.id}/invitations`, { headers: ownerAuth, data: { role: m.role } })).json()) as { link: string };
    const token = new URL(invitation.link).searchParams.get("token")!;
    const accepted = await request.post(`/api/invitations/${token}/accept`, { headers: { authorization: `Bearer ${await accessToken(request, m.user)}` } });
    expect(accepted.status()).toBe(200);
  }
  const res = await request.post("/api/drafts", {
    headers: { ...ownerAuth, "x-workspace-id": team.id },
    data: { page: def.contentType, position: 0, data: draftData({ textContent: "Topic", generatedPost: post, versions: [{ content: post, timestamp: "2026-01-01T00:00:00Z" }] }) },
  });
  expect(res.status()).toBe(201);
  return team.id;
}

async function openPage(browser: Browser, user: TestUser, team: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughUi(page, user);
  await page.goto(`${def.path}?ws=${team}`);
  await expect(row(page, 1)).toBeVisible();
  return page;
}

async function startEditing(page: Page) {
  await row(page, 1).getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByTestId("collab-editor")).toHaveAttribute("data-status", "live");
  return page.getByTestId("collab-editor").getByRole("textbox");
}

async function typeAtEnd(page: Page, text: string) {
  const box = page.getByTestId("collab-editor").getByRole("textbox");
  await box.press("Control+End");
  await page.keyboard.type(text);
}

test.describe("co-editing a draft", () => {
  test("two members type into one post at once for 30 s, one goes offline and back, and both end with every keystroke", async ({ browser, request }) => {
    test.setTimeout(120_000);
    const owner = await createConfirmedUser(request);
    const writer = await createConfirmedUser(request);
    const team = await teamWith(request, owner, [{ user: writer, role: "writer" }]);
    const a = await openPage(browser, owner, team);
    const b = await openPage(browser, writer, team);
    const boxA = await startEditing(a);
    const boxB = await startEditing(b);
    await expect(boxA).toHaveValue("Shared post.");

    // Presence: each sees the other editing row 1.
    await expect(a.getByTestId("presence-avatar")).toContainText(writer.email);
    await expect(b.getByTestId("presence-avatar")).toContainText(owner.email);

    // Interleaved, on the same line (each at the end of the one line): keystrokes typed at the same place at the
    // same moment may interleave, so the check is per keystroke: every one is there, each member's in their order.
    const typed = { a: "", b: "" };
    const started = Date.now();
    for (let i = 0; Date.now() - started < 30_000; i++) {
      await typeAtEnd(a, ` a${i}`);
      await typeAtEnd(b, ` b${i}`);
      typed.a += ` a${i}`;
      typed.b += ` b${i}`;
    }
    const inOrder = (value: string, keys: string) => {
      let at = 0;
      for (const ch of value) if (ch === keys[at]) at++;
      return at === keys.length;
    };
    const base = "Shared post.";
    const sorted = (value: string) => [...value].sort().join("");
    const hasAll = (value: string) => sorted(value) === sorted(base + typed.a + typed.b) && inOrder(value, typed.a) && inOrder(value, typed.b);
    await expect.poll(async () => hasAll(await boxA.inputValue()), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await boxB.inputValue()) === (await boxA.inputValue()), { timeout: 15_000 }).toBe(true);

    // Offline: both keep typing, and converge once it is back.
    await a.context().setOffline(true);
    await expect(a.getByTestId("collab-editor")).toHaveAttribute("data-status", "offline");
    await typeAtEnd(a, " offline-a");
    await typeAtEnd(b, " online-b");
    await a.context().setOffline(false);
    await expect(a.getByTestId("collab-editor")).toHaveAttribute("data-status", "live", { timeout: 15_000 });
    for (const box of [boxA, boxB]) await expect(box).toHaveValue(/offline-a/, { timeout: 15_000 });
    for (const box of [boxA, boxB]) await expect(box).toHaveValue(/online-b/, { timeout: 15_000 });
    await expect.poll(async () => (await boxB.inputValue()) === (await boxA.inputValue())).toBe(true);
    typed.a += " offline-a";
    typed.b += " online-b";
    expect(hasAll(await boxA.inputValue())).toBe(true);

    // The draft on the server has the shared text (written back after a quiet moment).
    const final = await boxA.inputValue();
    const headers = { authorization: `Bearer ${await accessToken(request, owner)}`, "x-workspace-id": team };
    await expect
      .poll(async () => ((await (await request.get(`/api/drafts?page=${def.contentType}`, { headers })).json()) as { data: { data: { generatedPost: string } }[] }).data[0].data.generatedPost, { timeout: 10_000 })
      .toBe(final);

    // A tab that closes leaves the others' presence within seconds.
    await b.context().close();
    await expect(a.getByTestId("presence-avatar")).toHaveCount(0, { timeout: 5000 });
    await a.context().close();
  });

  test("a version one member asks the AI for arrives on the other's page, named with who asked", async ({ browser, request }) => {
    const owner = await createConfirmedUser(request);
    const writer = await createConfirmedUser(request);
    const post = "Hey team! Our new analytics dashboard is live!!! It shows campaign ROI in real time, and honestly it is super cool, so go check it out right now!";
    const team = await teamWith(request, owner, [{ user: writer, role: "writer" }], post);
    const a = await openPage(browser, owner, team);
    const b = await openPage(browser, writer, team);
    // The version the owner wrote says so on the writer's page.
    await expect(row(b, 1).getByTestId("version-made-by")).toHaveText(`Written by ${owner.email}`);
    await row(b, 1).getByRole("button", { name: "Adjust" }).click();
    const sheet = b.getByRole("dialog", { name: "Adjust Post" });
    await sheet.getByLabel("Adjustment notes").fill("Make it shorter and more formal");
    await sheet.getByRole("button", { name: "Adjust Post" }).click();
    await expect(row(b, 1).getByText("Version 2 of 2")).toBeVisible();
    await expect(row(b, 1).getByTestId("version-made-by")).toHaveText("Adjusted by you");
    // The owner's open page gets it without a reload, with the writer's name; the version before was no one's.
    await expect(row(a, 1).getByText("Version 2 of 2")).toBeVisible({ timeout: 10_000 });
    await expect(row(a, 1).getByTestId("version-made-by")).toHaveText(`Adjusted by ${writer.email}`);
    await a.context().close();
    await b.context().close();
  });

  test("a viewer sees who is here but cannot edit the post", async ({ browser, request }) => {
    const owner = await createConfirmedUser(request);
    const viewer = await createConfirmedUser(request);
    const team = await teamWith(request, owner, [{ user: viewer, role: "viewer" }]);
    const a = await openPage(browser, owner, team);
    const v = await openPage(browser, viewer, team);
    await startEditing(a);
    await expect(v.getByTestId("presence-avatar")).toContainText(owner.email);
    await expect(row(v, 1).getByRole("button", { name: "Edit", exact: true })).toBeDisabled();
    await a.context().close();
    await v.context().close();
  });
});
