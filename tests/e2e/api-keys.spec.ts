import { createHash } from "node:crypto";
import { createConfirmedUser, expect, signInThroughUi, test } from "./fixtures";

test.describe("API keys", () => {
  test("a person creates a key, sees it once, uses it, and revokes it with a confirm", async ({ page, request }) => {
    const user = await createConfirmedUser(request);
    await signInThroughUi(page, user);
    await page.goto("/workspace");
    await expect(page.getByText("No API keys yet.")).toBeVisible();
    await page.getByLabel("Key name").fill("n8n publishing");
    await page.getByRole("button", { name: "Create key" }).click();

    const shown = page.getByTestId("new-api-key");
    await expect(shown.getByText("Copy this key now. It is shown only once.")).toBeVisible();
    const key = await shown.getByRole("textbox").inputValue();
    expect(key).toMatch(/^cs_live_/);
    expect((await request.get("/api/drafts?page=social_media", { headers: { authorization: `Bearer ${key}` } })).status()).toBe(200);
    await shown.getByRole("button", { name: "Done" }).click();
    await expect(page.getByTestId("new-api-key")).toHaveCount(0);

    const row = page.getByTestId("api-key");
    await expect(row).toContainText("n8n publishing");
    await expect(row).toContainText(key.slice(0, 12));
    await expect(row).not.toContainText(key);
    await page.reload();
    await expect(page.getByTestId("api-key")).toContainText("Last used");

    await page.getByRole("button", { name: "Revoke the API key n8n publishing" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByText("API key revoked.")).toBeVisible();
    await expect(page.getByTestId("api-key")).toContainText("revoked");
    expect((await request.get("/api/drafts?page=social_media", { headers: { authorization: `Bearer ${key}` } })).status()).toBe(401);
  });
});

test.describe("an assistant that signs in (MCP authorization)", () => {
  test("the person signs in, picks what it may do, and the assistant gets a code it exchanges for a working key", async ({ page, request }) => {
    const redirect = "http://127.0.0.1:9/callback";
    const registered = await request.post("/oauth/register", { data: { client_name: "Desk Assistant", redirect_uris: [redirect] } });
    expect(registered.status()).toBe(201);
    const { client_id } = (await registered.json()) as { client_id: string };
    const verifier = "v".repeat(43) + "erifier-for-the-e2e-test";
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const query = new URLSearchParams({ client_id, redirect_uri: redirect, response_type: "code", code_challenge: challenge, code_challenge_method: "S256", state: "s-42", scope: "read write publish" });

    // Not signed in: sign in first, then back on the consent page.
    const user = await createConfirmedUser(request);
    await page.goto(`/oauth/authorize?${query}`);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Desk Assistant wants to use Content Studio as you.")).toBeVisible();
    await expect(page.getByText("After you answer, you go back to 127.0.0.1:9.")).toBeVisible();
    await page.getByLabel("Publish (schedule posts)").uncheck();

    // The assistant's redirect address is not a page here: the test stands in for the assistant.
    let landed: URL | undefined;
    await page.route("http://127.0.0.1:9/**", async (route) => {
      landed = new URL(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/plain", body: "back at the assistant" });
    });
    await page.getByRole("button", { name: "Allow" }).click();
    await expect(page.getByText("back at the assistant")).toBeVisible();
    expect(landed?.searchParams.get("state")).toBe("s-42");
    const code = landed!.searchParams.get("code")!;

    const tokens = await request.post("/oauth/token", { form: { grant_type: "authorization_code", code, code_verifier: verifier, client_id, redirect_uri: redirect } });
    expect(tokens.status()).toBe(200);
    const { access_token, scope } = (await tokens.json()) as { access_token: string; scope: string };
    expect(scope).toBe("read write");
    expect((await request.get("/api/drafts?page=social_media", { headers: { authorization: `Bearer ${access_token}` } })).status()).toBe(200);
  });
});
