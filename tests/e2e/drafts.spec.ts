import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { draftData } from "../helpers/drafts";
import { contentPage, openContentPage, row, rows } from "./content-helpers";
import { accessToken, createConfirmedUser, expect, signInThroughUi, test, type TestUser } from "./fixtures";

/** The content pages' rows as workspace drafts on the server (issue 25 point 4). */
const def = contentPage("/social-media");
const text = (page: Page, n: number) => row(page, n).getByLabel("Text content");
const saved = (page: Page) => expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "saved");

type Draft = { id: string; data: { textContent: string } };
async function draftsOf(request: APIRequestContext, user: TestUser, workspaceId = ""): Promise<Draft[]> {
  const headers = { authorization: `Bearer ${await accessToken(request, user)}`, "x-workspace-id": workspaceId };
  const res = await request.get(`/api/drafts?page=${def.contentType}`, { headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Draft[] }).data;
}

async function signedInPage(browser: Browser, user: TestUser, path = def.path): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughUi(page, user);
  await page.goto(path);
  await expect(row(page, 1)).toBeVisible();
  return page;
}

test.describe("shared drafts on the content pages", () => {
  test("a row typed in one browser is on the server, after a reload, and in a second browser of the same user", async ({ signedIn: page, browser, request, user }) => {
    await openContentPage(page, def);
    await text(page, 1).fill("Launch week: one new feature a day.");
    await saved(page);
    await expect.poll(async () => (await draftsOf(request, user)).map((d) => d.data.textContent)).toEqual(["Launch week: one new feature a day."]);

    await page.reload();
    await expect(text(page, 1)).toHaveValue("Launch week: one new feature a day.");

    const second = await signedInPage(browser, user);
    await expect(text(second, 1)).toHaveValue("Launch week: one new feature a day.");
    // A change in the second browser reaches the first without a reload.
    await text(second, 1).fill("Launch week: a new feature every day.");
    await expect(text(page, 1)).toHaveValue("Launch week: a new feature every day.");
    await second.context().close();
  });

  test("two members of a team edit different rows of one page and each sees the other's change without reload", async ({ browser, request }) => {
    const owner = await createConfirmedUser(request);
    const member = await createConfirmedUser(request);
    const ownerAuth = { authorization: `Bearer ${await accessToken(request, owner)}` };
    const team = (await (await request.post("/api/workspaces", { headers: ownerAuth, data: { name: "Drafts Team" } })).json()) as { id: string };
    const invitation = (await (await request.post(`/api/workspaces/${team.id}/invitations`, { headers: ownerAuth, data: { role: "writer" } })).json()) as { link: string };
    const token = new URL(invitation.link).searchParams.get("token")!;
    const accepted = await request.post(`/api/invitations/${token}/accept`, { headers: { authorization: `Bearer ${await accessToken(request, member)}` } });
    expect(accepted.status()).toBe(200);
    // Two rows on the team's page to start from.
    for (const [i, topic] of ["Row one", "Row two"].entries()) {
      const res = await request.post("/api/drafts", {
        headers: { ...ownerAuth, "x-workspace-id": team.id },
        data: { page: def.contentType, position: i, data: draftData({ textContent: topic }) },
      });
      expect(res.status()).toBe(201);
    }

    const a = await signedInPage(browser, owner, `${def.path}?ws=${team.id}`);
    const b = await signedInPage(browser, member, `${def.path}?ws=${team.id}`);
    for (const page of [a, b]) {
      await expect(text(page, 1)).toHaveValue("Row one");
      await expect(text(page, 2)).toHaveValue("Row two");
    }
    await text(a, 1).fill("Row one, by the owner");
    await text(b, 2).fill("Row two, by the member");
    for (const page of [a, b]) {
      await expect(text(page, 1)).toHaveValue("Row one, by the owner");
      await expect(text(page, 2)).toHaveValue("Row two, by the member");
    }
    await saved(a);
    await saved(b);
    expect((await draftsOf(request, owner, team.id)).map((d) => d.data.textContent)).toEqual(["Row one, by the owner", "Row two, by the member"]);

    // Switching the tab's workspace shows that workspace's drafts, and back.
    const switchTo = async (name: RegExp) => {
      await a.getByTestId("current-workspace").click();
      await a.getByRole("menuitem", { name }).click();
    };
    await switchTo(/^Personal/);
    await expect(rows(a)).toHaveCount(1);
    await expect(text(a, 1)).toHaveValue("");
    await switchTo(/^Drafts Team/);
    await expect(text(a, 1)).toHaveValue("Row one, by the owner");
    await expect(text(a, 2)).toHaveValue("Row two, by the member");
    await a.context().close();
    await b.context().close();
  });

  test("an edit made offline waits in this browser and reaches the server when the connection is back", async ({ signedIn: page, request, user }) => {
    await openContentPage(page, def);
    await text(page, 1).fill("Written before the train left.");
    await saved(page);

    await page.context().setOffline(true);
    await text(page, 1).fill("Written in the tunnel.");
    await expect(page.getByTestId("save-state")).toHaveText("Offline — 1 change waiting");
    expect((await draftsOf(request, user)).map((d) => d.data.textContent)).toEqual(["Written before the train left."]);

    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await saved(page);
    expect((await draftsOf(request, user)).map((d) => d.data.textContent)).toEqual(["Written in the tunnel."]);
  });

  test("rows kept in this browser before drafts were shared are imported once into the personal workspace", async ({ signedIn: page, request, user }) => {
    const legacy = [
      { id: "1", contentType: "text", textContent: "An old row from localStorage", versions: [], currentVersionIndex: 0 },
      { id: "k3x9-2", contentType: "text", textContent: "Another old row", versions: [{ content: "An old post", timestamp: "2026-01-01T00:00:00.000Z" }], currentVersionIndex: 0 },
      { id: "k3x9-3", contentType: "text", textContent: "" },
    ];
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [def.storageKey, JSON.stringify(legacy)] as const);
    await page.goto(def.path);
    await expect(rows(page)).toHaveCount(2);
    await expect(text(page, 1)).toHaveValue("An old row from localStorage");
    await expect(text(page, 2)).toHaveValue("Another old row");
    await expect(row(page, 2).getByTestId("post-text")).toContainText("An old post");
    expect(await page.evaluate((key) => localStorage.getItem(key), def.storageKey)).toBeNull();
    expect((await draftsOf(request, user)).map((d) => d.data.textContent)).toEqual(["An old row from localStorage", "Another old row"]);

    // Once: a reload (and the same rows put back by an old tab) make no copies.
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [def.storageKey, JSON.stringify(legacy)] as const);
    await page.reload();
    await expect(text(page, 1)).toHaveValue("An old row from localStorage");
    await expect(rows(page)).toHaveCount(2);
    expect(await draftsOf(request, user)).toHaveLength(2);
  });
});

