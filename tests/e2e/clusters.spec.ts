import { accessToken, expect, test } from "./fixtures";

test.describe("style clusters", () => {
  test("create a cluster, manage its content, view it and delete it", async ({ signedIn: page, user, request }) => {
    const token = await accessToken(request, user);
    const posts = ["Morning routines that stick: three habits our team swears by for calmer, more focused mornings.", "Launch day! Our new espresso blend is here.", "Weekly newsletter: five reads on remote work."];
    for (const [i, content] of posts.entries()) {
      const res = await request.post("/api/history", {
        headers: { authorization: `Bearer ${token}` },
        data: { content, content_type: i === 2 ? "newsletter" : "social_media", original_content: null, metadata: {} },
      });
      expect(res.status()).toBe(201);
    }

    await page.goto("/content");
    await expect(page.getByRole("heading", { name: "Content Style Clusters" })).toBeVisible();
    await expect(page.getByText("No clusters yet")).toBeVisible();

    await page.getByRole("button", { name: "Create Cluster" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Cluster name is required")).toBeVisible();
    await page.getByLabel("Cluster Name").fill("Playful");
    await page.getByLabel("Description").fill("Light, upbeat posts");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Cluster Name")).toBeHidden();
    const card = page.getByRole("listitem").filter({ hasText: "Playful" });
    await expect(card).toContainText("0 items");
    await expect(card).toContainText("Light, upbeat posts");

    await card.getByRole("button", { name: "View Content" }).click();
    const content = page.getByRole("dialog", { name: "Cluster Content" });
    await expect(content.getByText("No content in this cluster.")).toBeVisible();
    await content.getByRole("button", { name: "Close" }).first().click();

    // Manage: choose two pieces; the preview is cut to 90 characters.
    await card.getByRole("button", { name: "Manage" }).click();
    const manage = page.getByRole("dialog", { name: "Manage Playful" });
    await expect(manage.getByText(`${posts[0].slice(0, 90).trimEnd()}...`)).toBeVisible();
    await manage.getByRole("checkbox", { name: /Morning routines/ }).click();
    await manage.getByRole("checkbox", { name: /Launch day/ }).click();
    await manage.getByRole("button", { name: "Save" }).click();
    await expect(manage).toBeHidden();
    await expect(card).toContainText("2 items");

    // Managing again shows the members as 'In Cluster'; removing one keeps the other.
    await card.getByRole("button", { name: "Manage" }).click();
    await expect(manage.getByText("In Cluster")).toHaveCount(2);
    await expect(manage.getByRole("checkbox", { name: /Launch day/ })).toBeChecked();
    await manage.getByRole("checkbox", { name: /Morning routines/ }).click();
    await manage.getByRole("button", { name: "Save" }).click();
    await expect(manage).toBeHidden();
    await expect(card).toContainText("1 item");

    await card.getByRole("button", { name: "View Content" }).click();
    await expect(content.getByText(posts[1])).toBeVisible();
    await expect(content.getByText("Social Media")).toBeVisible();
    await expect(content.getByText(/Morning routines/)).toHaveCount(0);
    await page.keyboard.press("Escape");

    await card.getByRole("button", { name: "Delete Playful" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Delete this cluster? This cannot be undone.");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("No clusters yet")).toBeVisible();
  });
});
