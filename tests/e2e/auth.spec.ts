import { createConfirmedUser, expect, mailedLink, newEmail, signInThroughUi, test } from "./fixtures";
import { startOwnServer } from "./own-server";

test.describe("authentication journey", () => {
  test("sign up, confirm from the dev mailbox, sign in to the remembered page, reload, sign out", async ({ page, request }) => {
    const email = newEmail("journey");
    const password = "journey-pass";

    await page.goto("/signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("Success! Please check your email to confirm your account.").first()).toBeVisible();
    // Signing in before confirming shows the error, and the "check your email" banner goes.
    const banner = page.getByRole("status").filter({ hasText: "Please check your email" });
    await expect(banner).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Error", { exact: true }).first()).toBeVisible();
    await expect(banner).toHaveCount(0);

    // The confirmation mail is in the dev mailbox page, with a clickable link.
    await page.goto("/dev/mailbox");
    await expect(page.getByText(`to ${email}`)).toBeVisible();
    const link = await mailedLink(request, email, "confirm");
    await page.goto(link);
    // The link confirms only with the password chosen at sign-up (a mailbox reader cannot confirm a stranger's).
    await page.getByLabel("Password", { exact: true }).fill("not-the-one-chosen");
    await page.getByRole("button", { name: "Confirm email" }).click();
    await expect(page.getByText("That is not the password chosen for this sign-up. Nothing was confirmed.")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Confirm email" }).click();
    await expect(page.getByText("Your email is confirmed. You can sign in now.")).toBeVisible();

    // A guarded page while signed out goes to /auth and comes back after sign-in.
    await page.goto("/history");
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/history$/);

    await page.reload();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole("button", { name: `Account menu for ${email}` })).toBeVisible();

    await page.getByRole("button", { name: `Account menu for ${email}` }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("after one person signs out on a page, the next one to sign in starts at the dashboard", async ({ page, request }) => {
    const first = await createConfirmedUser(request);
    const second = await createConfirmedUser(request);
    await signInThroughUi(page, first);
    await page.goto("/history");
    await page.getByRole("button", { name: `Account menu for ${first.email}` }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByLabel("Email").fill(second.email);
    await page.getByLabel("Password", { exact: true }).fill(second.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("button", { name: `Account menu for ${second.email}` })).toBeVisible();
  });

  test("signing in before confirming shows the server's message in an Error toast", async ({ page, request }) => {
    const email = newEmail("unconfirmed");
    await request.post("/api/auth/signup", { data: { email, password: "quiet-otter-92" } });
    await page.goto("/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("quiet-otter-92");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByText(/Email not confirmed/)).toBeVisible();
  });

  test("the forms show the spec's validation messages", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    await page.goto("/signup");
    await page.getByLabel("Email").fill(newEmail());
    await page.getByLabel("Password", { exact: true }).fill("123");
    await page.getByLabel("Confirm password").fill("1234");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    // The server refuses a common password; the form says so under the field.
    await page.getByLabel("Password", { exact: true }).fill("password123");
    await page.getByLabel("Confirm password").fill("password123");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("This password is too common or too easy to guess.", { exact: false })).toBeVisible();
  });

  test("a signed-in visitor to / goes to the dashboard", async ({ page, request }) => {
    const user = await createConfirmedUser(request);
    await signInThroughUi(page, user);
    await page.goto("/");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("password recovery through the mailed link", async ({ page, request }) => {
    const user = await createConfirmedUser(request);
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(/we sent a link to reset your password/)).toBeVisible();
    await page.goto(await mailedLink(request, user.email, "reset"));
    await page.getByLabel("New password", { exact: true }).fill("a-new-password");
    await page.getByLabel("Confirm new password").fill("a-new-password");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signInThroughUi(page, { email: user.email, password: "a-new-password" });
  });
});

test("on a production server the first administrator signs up with the setup code from the start-up log", async ({ browser }) => {
  // Loopback, but NODE_ENV=production: not the quickstart, so the first confirmed account is not simply admin.
  const own = await startOwnServer("setup-code", {
    NODE_ENV: "production",
    DEV_MAILBOX: "true",
    AUTH_JWT_SECRET: "e2e-setup-code-secret-e2e-setup-code-secret",
    SECRETS_KEY: "e2e-setup-code-secrets-key-e2e-setup-code-key",
    ADMIN_EMAILS: "",
  });
  try {
    await expect.poll(() => /setup code ([0-9A-Z]{5}(?:-[0-9A-Z]{5}){3})/.exec(own.log())?.[1] ?? "").not.toBe("");
    const code = /setup code ([0-9A-Z]{5}(?:-[0-9A-Z]{5}){3})/.exec(own.log())![1];
    const confirm = async (email: string) => {
      const { data } = (await (await own.api.get("/api/dev/mailbox")).json()) as { data: { to: string; text: string }[] };
      const token = data.find((m) => m.to === email)!.text.match(/token=([\w-]+)/)![1];
      expect((await own.api.post("/api/auth/verify", { data: { type: "signup", token, password: "plum-orbit-lantern-7" } })).status()).toBe(200);
      const res = await own.api.post("/api/auth/token?grant_type=password", { data: { email, password: "plum-orbit-lantern-7" } });
      return ((await res.json()) as { user: { role: string } }).user.role;
    };
    const context = await browser.newContext({ baseURL: own.baseURL });
    const page = await context.newPage();
    const signUp = async (email: string, setupCode: string) => {
      await page.goto("/signup");
      await page.getByLabel("Setup code").fill(setupCode);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("plum-orbit-lantern-7");
      await page.getByLabel("Confirm password").fill("plum-orbit-lantern-7");
      await page.getByRole("button", { name: "Sign Up" }).click();
    };

    // A stranger signs up first, without the code: a normal account.
    await signUp("stranger@e2e.test", "");
    await expect(page).toHaveURL(/\/auth$/);
    expect(await confirm("stranger@e2e.test")).toBe("user");
    // A wrong code is told at once, and no account is made.
    await signUp("guesser@e2e.test", "AAAAA-BBBBB-CCCCC-DDDDD");
    await expect(page.getByText("This setup code is not valid.", { exact: false }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    // The owner, with the code from the log, becomes the administrator; then the page stops asking.
    await signUp("owner@e2e.test", code);
    await expect(page).toHaveURL(/\/auth$/);
    expect(await confirm("owner@e2e.test")).toBe("admin");
    await page.goto("/signup");
    await expect(page.getByLabel("Confirm password")).toBeVisible();
    await expect(page.getByLabel("Setup code")).toHaveCount(0);
    await context.close();
  } finally {
    await own.close();
  }
});

test("unknown paths show the not-found page with a link home", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
