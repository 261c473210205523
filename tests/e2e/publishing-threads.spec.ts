import { startFakeThreads, type FakeThreads } from "../helpers/fake-meta";
import { expect, newEmail, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { oauthAppEnv } from "../helpers/fake-oauth";

/**
 * Threads through its own sign-in, from /accounts: the account's Connect dialog sends the browser to Threads' authorize
 * page (a local fake serving Threads' paths), Allow brings it back connected as the profile, and a thread scheduled
 * for the account goes out as a chain of replies. The spec's own server is told the fake's address (tests only).
 */
test.describe("Threads", () => {
  let server: OwnServer;
  let threads: FakeThreads;

  test.beforeAll(async () => {
    threads = await startFakeThreads();
    server = await startOwnServer("threads", {
      ...oauthAppEnv("THREADS", threads),
      PUBLISH_PLATFORM_TEST_URLS: "true",
      PUBLISH_ALLOW_PRIVATE_HOSTS: "true",
    });
  });
  test.afterAll(async () => {
    await server?.close();
    await threads?.close();
  });

  test("connect a Threads profile through its authorize page from /accounts, then publish a thread to it", async ({ browser }) => {
    const user = await server.confirmedUser(newEmail("threads"));
    const page = await server.signedInPage(browser, user, "/accounts");

    const form = page.locator("form");
    await form.getByLabel("Name").fill("Acme Threads");
    await form.getByLabel("Handle").fill("@acme.threads");
    await form.getByLabel("Platform").selectOption("threads");
    await page.getByRole("button", { name: "Add Account" }).click();
    await expect(page.getByText("Account created successfully")).toBeVisible();

    const row = page.getByRole("row", { name: /Acme Threads/ });
    await row.getByRole("button", { name: /Connect to platform/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Connect with Threads" }).click();

    // Threads' consent page (the fake), then back to Social Media Accounts.
    await expect(page.getByRole("heading", { name: "Allow Content Studio to post for you?" })).toBeVisible();
    await expect(page.getByText(/threads_content_publish/)).toBeVisible();
    await page.getByRole("link", { name: "Allow" }).click();
    await expect(page).toHaveURL(/\/accounts/);
    await expect(page.getByText("Connected: scheduled posts to this account go out from now on.")).toBeVisible();
    await expect(row.getByRole("button", { name: /Connected/ })).toBeVisible();
    await row.getByRole("button", { name: /Connected/ }).click();
    await expect(page.getByRole("dialog")).toContainText(`Connected as @${threads.username}`);
    await page.keyboard.press("Escape");

    // A thread of three to the connected account goes out as replies, each once.
    const token = await server.tokenOf(user);
    const accounts = (await (await server.api.get("/api/accounts", { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string; name: string }[] };
    const id = accounts.data.find((a) => a.name === "Acme Threads")!.id;
    const parts = ["One: why we roast light", "Two: what changes in the cup", "Three: try it this week"];
    const res = await server.api.post("/api/scheduled-posts", { headers: { authorization: `Bearer ${token}` }, data: { account_ids: [id], content: parts.join("\n\n"), parts, publish_now: true } });
    expect(res.status()).toBe(201);
    await expect.poll(() => threads.posts.map((p) => p.text), { timeout: 20_000 }).toEqual(parts);
    expect(threads.posts.map((p) => p.replyTo)).toEqual([null, threads.posts[0].id, threads.posts[1].id]);
  });
});
