import { startFakeBluesky, type FakeBluesky } from "../helpers/fake-bluesky";
import { choosePrompt, contentPage, generateStreamed, openContentPage, row } from "./content-helpers";
import { accessToken, expect, test } from "./fixtures";

// Issue 28 point 2 in the browser: a long draft becomes a thread in the schedule dialog, a part is edited, and the
// fake Bluesky receives the parts as one reply chain; then History shows the post's numbers once collected.
let bsky: FakeBluesky;
test.beforeAll(async () => {
  bsky = await startFakeBluesky();
});
test.afterAll(async () => {
  await bsky.close();
});

test.use({ actionTimeout: 15_000 });

type Reply = { root: { uri: string }; parent: { uri: string } };

test("schedule a long draft as a Bluesky thread, edit a part, find the parts chained, and see the numbers in History", async ({ signedIn: page, user, request }) => {
  test.setTimeout(240_000);
  const headers = { authorization: `Bearer ${await accessToken(request, user)}` };
  const created = await request.post("/api/accounts", { headers, data: { name: "Sky", handle: `@${bsky.handle}`, platform: "bluesky" } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const put = await request.put(`/api/publishing-accounts/${id}`, { headers, data: { platform: "bluesky", service_url: bsky.url, identifier: bsky.handle, app_password: bsky.password } });
  expect(put.status()).toBe(200);

  const def = contentPage("/social-media");
  await openContentPage(page, def);
  const first = row(page, 1);
  await first.getByLabel("Text content").fill("Why we plan a quarter of content in one afternoon.");
  await choosePrompt(first);
  await generateStreamed(page, first);
  await first.getByRole("button", { name: "Schedule" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule post" });

  const stamp = Date.now();
  const paragraphs = [
    `We plan a whole quarter of posts in one afternoon (${stamp}). ${"It keeps the team calm and the feed steady. ".repeat(4).trim()}`,
    `First we list the launches, events and stories that matter. ${"Each one gets a line and an owner. ".repeat(5).trim()}`,
    `Then we draft the posts together and schedule them. ${"Nothing waits for the last minute any more. ".repeat(4).trim()}`,
  ];
  await dialog.getByLabel("Post text").fill(paragraphs.join("\n\n"));
  await dialog.getByRole("checkbox", { name: /Sky/ }).check();
  await expect(dialog.getByTestId("counter-bluesky")).toHaveClass(/text-destructive/);
  await dialog.getByRole("button", { name: "Split into a thread" }).click();
  const editor = dialog.getByTestId("thread-editor");
  await expect(editor.getByRole("heading", { name: "3 parts" })).toBeVisible();
  await expect(dialog.getByLabel("Part 1 of 3")).toHaveValue(paragraphs[0]);

  const edited = `Then we draft them together and schedule them (${stamp}).`;
  await dialog.getByLabel("Part 3 of 3").fill(edited);
  await expect(dialog.getByTestId("thread-part-3-counter")).toHaveText(`${edited.length} / 300`);
  await dialog.getByRole("checkbox", { name: "Number the parts (1/6)" }).check();
  await dialog.getByRole("radio", { name: "Publish now" }).check();
  await dialog.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Publishing now")).toBeVisible();

  const expected = [`${paragraphs[0]} (1/3)`, `${paragraphs[1]} (2/3)`, `${edited} (3/3)`];
  bsky.report(expected[0], { likeCount: 14, repostCount: 5, replyCount: 3 });
  await bsky.waitFor(() => bsky.posts.filter((p) => expected.includes(p.text)).length === 3, 30_000, "the thread on the fake Bluesky");
  const sent = bsky.posts.filter((p) => expected.includes(p.text));
  expect(sent.map((p) => p.text)).toEqual(expected);
  const replies = sent.map((p) => (p.record as { reply?: Reply }).reply);
  expect(replies[0]).toBeUndefined();
  expect(replies[1]).toMatchObject({ root: { uri: sent[0].uri }, parent: { uri: sent[0].uri } });
  expect(replies[2]).toMatchObject({ root: { uri: sent[0].uri }, parent: { uri: sent[1].uri } });

  // History shows the published item with its numbers once the first collection (a second after publishing) ran.
  await expect
    .poll(
      async () => {
        const items = ((await (await request.get("/api/history?limit=10", { headers })).json()) as { data: { content: string; post_numbers?: { likes: number } | null }[] }).data;
        return items.find((i) => i.content.includes(`(${stamp})`))?.post_numbers?.likes ?? null;
      },
      { timeout: 30_000 },
    )
    .toBe(14);
  await page.getByRole("navigation").getByRole("link", { name: "History" }).click();
  const item = page.getByRole("row").filter({ hasText: `(${stamp})` }).first();
  await expect(item.getByTestId("post-numbers")).toHaveAccessibleName("14 likes, 5 reposts, 3 replies");
});
