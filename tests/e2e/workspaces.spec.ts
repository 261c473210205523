import { accessToken, createConfirmedUser, expect, newEmail, signUpFromInvitation, test } from "./fixtures";

test.describe("workspaces", () => {
  test("the owner invites by email; the new person signs up from the mail, lands in the team workspace, and loses it when removed", async ({ page, request }) => {
    const owner = await createConfirmedUser(request);
    const auth = { authorization: `Bearer ${await accessToken(request, owner)}` };
    const team = (await (await request.post("/api/workspaces", { headers: auth, data: { name: "Northwind" } })).json()) as { id: string };
    const email = newEmail("invitee");
    expect((await request.post(`/api/workspaces/${team.id}/invitations`, { headers: auth, data: { email, role: "writer" } })).status()).toBe(201);

    // The mail's link opens the invitation page, which hands over to sign-up.
    await signUpFromInvitation(page, request, email, `${owner.email} invited you to join Northwind as Writer.`);

    // Signed in, the invitation is accepted and the tab works in the team workspace.
    await expect(page.getByTestId("current-workspace")).toHaveText("Northwind");
    await page.goto("/workspace");
    await expect(page.getByTestId("member-row")).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Create link" })).toBeDisabled();

    // Removed by the owner: the open page goes back to the personal workspace with a notice, at once.
    const members = (await (await request.get(`/api/workspaces/${team.id}/members`, { headers: auth })).json()) as { data: { user_id: string; email: string }[] };
    const invitee = members.data.find((m) => m.email === email)!;
    expect((await request.delete(`/api/workspaces/${team.id}/members/${invitee.user_id}`, { headers: auth })).status()).toBe(204);
    await expect(page.getByText("You no longer have access to Northwind. You are back in your personal workspace.")).toBeVisible();
    await expect(page.getByTestId("current-workspace")).toHaveText("Personal");
  });
});
