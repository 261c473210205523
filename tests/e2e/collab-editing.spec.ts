import { row } from "./content-helpers";
import { openPage, serverPostText, startEditing, teamWith, typeTogetherAndConverge } from "./collab-helpers";
import { createConfirmedUser, expect, test } from "./fixtures";

/** Live co-editing of a draft's post and presence on the content pages (issue 26 points 1 and 3). */

test.describe("co-editing a draft", () => {
  test("two members type into one post at once for 30 s, one goes offline and back, and both end with every keystroke", async ({ browser, request }) => {
    test.setTimeout(120_000);
    const owner = await createConfirmedUser(request);
    const writer = await createConfirmedUser(request);
    const team = await teamWith(request, owner, [{ user: writer, role: "writer" }]);
    const a = await openPage(browser, owner, team);
    const b = await openPage(browser, writer, team);
    const final = await typeTogetherAndConverge(a, b, { a: owner.email, b: writer.email }, 30_000, "a");
    await expect.poll(() => serverPostText(request, owner, team), { timeout: 10_000 }).toBe(final);

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
