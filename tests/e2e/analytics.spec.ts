import { startFakeBluesky, type FakeBluesky } from "../helpers/fake-bluesky";
import { accessToken, expect, test } from "./fixtures";

// Issue 28, point 3 on the built server: a post published to a fake Bluesky, whose likes the fake reports, is
// looked at by the collection job (its first delay is a second here), and its numbers show on /analytics and on
// its calendar chip.
let bsky: FakeBluesky;
test.beforeAll(async () => {
  bsky = await startFakeBluesky();
});
test.afterAll(async () => {
  await bsky.close();
});

test("publish to Bluesky, the platform reports likes, and the analytics page and the calendar show them", async ({ signedIn: page, user, request }) => {
  test.setTimeout(120_000);
  const headers = { authorization: `Bearer ${await accessToken(request, user)}` };
  const account = await request.post("/api/accounts", { headers, data: { name: "Sky", handle: `@${bsky.handle}`, platform: "bluesky" } });
  const { id } = (await account.json()) as { id: string };
  const connected = await request.put(`/api/publishing-accounts/${id}`, {
    headers,
    data: { platform: "bluesky", service_url: bsky.url, identifier: bsky.handle, app_password: bsky.password },
  });
  expect(connected.status()).toBe(200);

  await page.getByRole("navigation").getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByText("Publish a post to see how it does")).toBeVisible();

  const text = `Numbers e2e ${Date.now()}`;
  bsky.report(text, { likeCount: 42, repostCount: 5, replyCount: 3 });
  const created = await request.post("/api/scheduled-posts", { headers, data: { account_ids: [id], content: text, publish_now: true } });
  expect(created.status()).toBe(201);
  const [post] = ((await created.json()) as { data: { id: string }[] }).data;
  await expect
    .poll(async () => ((await (await request.get(`/api/scheduled-posts/${post.id}`, { headers })).json()) as { metrics: { likes: number } | null }).metrics?.likes ?? null, {
      timeout: 30_000,
    })
    .toBe(42);

  await page.reload();
  await expect(page.getByTestId("analytics-likes")).toContainText("42");
  const top = page.getByTestId("top-posts");
  await expect(top.getByRole("row", { name: new RegExp(text) })).toContainText("42");
  await expect(page.getByTestId("best-times-too-few")).toContainText("Best times appear once 10 posts have numbers; you have 1.");

  await page.getByRole("navigation").getByRole("link", { name: "Calendar" }).click();
  await expect(page.locator(`[data-post-id="${post.id}"]`).getByTestId("post-numbers")).toHaveAccessibleName("42 likes, 5 reposts, 3 replies");
});
