import { expect, test } from "./fixtures";

const NOTES = `Our spring campaign focuses on sustainable packaging and the new refill program.
Customers keep asking about composting at home and how to reduce kitchen waste.
We should also highlight the community garden partnership and the volunteer days in April.`;

test.describe("content playground", () => {
  test("save notes, use a previous note, extract topics, copy them and send them to a content page", async ({ signedIn: page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/content-playground");
    await expect(page.getByRole("heading", { name: "Content Playground", level: 1 })).toBeVisible();
    await expect(page.getByText("Extract topics from your notes to see them here")).toBeVisible();

    await page.getByRole("button", { name: "Save Note" }).click();
    const warning = page.getByText("Please enter some content first");
    await expect(warning).toBeVisible();
    // The toast sits over the header's buttons until it goes (a hovered toast stays): move away and let it go.
    await page.mouse.move(0, 0);
    await expect(warning).toBeHidden({ timeout: 15_000 });

    await page.getByRole("button", { name: "View Previous Notes" }).click();
    const panel = page.getByRole("dialog", { name: "View Previous Notes" });
    await expect(panel.getByText("No notes found - You haven't saved any notes yet.")).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByLabel("Title").fill("Spring planning");
    await page.getByLabel("Notes", { exact: true }).fill(NOTES);
    await page.getByRole("button", { name: "Save Note" }).click();
    await expect(page.getByText("Note saved successfully!")).toBeVisible();

    await page.getByLabel("Title").fill("");
    await page.getByLabel("Notes", { exact: true }).fill("A quick untitled thought about newsletters.");
    await page.getByRole("button", { name: "Save Note" }).click();
    await expect(page.getByText("Note saved successfully!").first()).toBeVisible();

    // Use a previous note: it fills the editor and the panel closes.
    await page.getByRole("button", { name: "View Previous Notes" }).click();
    await expect(panel.getByText("Untitled Note")).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Spring planning" })).toBeVisible();
    await panel.getByRole("listitem").filter({ hasText: "Spring planning" }).getByRole("button", { name: "Use Note" }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByLabel("Title")).toHaveValue("Spring planning");
    await expect(page.getByLabel("Notes", { exact: true })).toHaveValue(NOTES);

    await page.getByRole("button", { name: "Extract Topics" }).click();
    await expect(page.getByText("Topics extracted successfully!")).toBeVisible();
    const topics = page.getByRole("checkbox", { name: /^Select topic:/ });
    await expect(topics.first()).toBeVisible();
    expect(await topics.count()).toBeGreaterThanOrEqual(2);

    await page.getByRole("button", { name: "Copy Selected (0)" }).click();
    await expect(page.getByText("Please select at least one topic to copy.")).toBeVisible();

    await topics.nth(0).click();
    await topics.nth(1).click();
    await page.getByRole("button", { name: "Copy Selected (2)" }).click();
    await expect(page.getByText("Selected topics copied to clipboard!")).toBeVisible();
    const first = (await topics.nth(0).getAttribute("aria-label"))!.replace("Select topic: ", "");
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.split("\n")).toHaveLength(2);
    expect(clipboard).toContain(first);

    // The content page may consume (and clear) the state at once, so record what the navigation carried.
    await page.evaluate(() => {
      const w = window as unknown as { pushed: unknown[] };
      w.pushed = [];
      const push = history.pushState.bind(history);
      history.pushState = (state, unused, url) => {
        w.pushed.push(state);
        push(state, unused, url);
      };
    });
    await page.getByRole("button", { name: "Send to…" }).click();
    await page.getByRole("menuitem", { name: "Newsletter" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    const pushed = await page.evaluate(
      () => (window as unknown as { pushed: { usr?: { transferredTopics?: { topic: string; details: string }[] } }[] }).pushed,
    );
    const transferred = pushed.at(-1)?.usr?.transferredTopics;
    expect(transferred).toHaveLength(2);
    expect(transferred![0]).toEqual({ topic: first, details: expect.any(String) });
  });

  test("a page can send a text to start from and extract at once", async ({ signedIn: page }) => {
    await page.goto("/dashboard");
    // The documents page navigates here with { noteContent, noteTitle, autoExtract }; replay that navigation.
    await page.evaluate((text) => {
      window.history.pushState({ usr: { noteContent: text, noteTitle: "From a document", autoExtract: true }, key: "doc", idx: 1 }, "", "/content-playground");
      window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
    }, NOTES);
    await expect(page.getByLabel("Title")).toHaveValue("From a document");
    await expect(page.getByLabel("Notes", { exact: true })).toHaveValue(NOTES);
    await expect(page.getByText("Topics extracted successfully!")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /^Select topic:/ }).first()).toBeVisible();

    // The state is consumed: a reload starts empty.
    await page.reload();
    await expect(page.getByLabel("Notes", { exact: true })).toHaveValue("");
  });
});
