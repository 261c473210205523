import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

export interface TestUser {
  email: string;
  password: string;
}

let counter = 0;
export function newEmail(prefix = "e2e") {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

/** The newest link mailed to `to` (from the dev mailbox API), matching /auth/confirm or /reset-password. */
export async function mailedLink(request: APIRequestContext, to: string, kind: "confirm" | "reset"): Promise<string> {
  const needle = kind === "confirm" ? "/auth/confirm" : "/reset-password";
  await expect
    .poll(async () => {
      const res = await request.get("/api/dev/mailbox");
      const { data } = (await res.json()) as { data: { to: string; text: string }[] };
      return data.find((m) => m.to === to && m.text.includes(needle))?.text ?? "";
    })
    .toContain(needle);
  const res = await request.get("/api/dev/mailbox");
  const { data } = (await res.json()) as { data: { to: string; text: string }[] };
  const text = data.find((m) => m.to === to && m.text.includes(needle))!.text;
  return text.match(/https?:\/\/\S+/g)!.find((u) => u.includes(needle))!;
}

/** The newest workspace invitation link mailed to `to` (from the dev mailbox API). */
export async function mailedInvitation(request: APIRequestContext, to: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const { data } = (await (await request.get("/api/dev/mailbox")).json()) as { data: { to: string; text: string }[] };
      link = data.find((m) => m.to === to && m.text.includes("/invite?token="))?.text.match(/https?:\/\/\S+\/invite\?token=\S+/)?.[0] ?? "";
      return link;
    })
    .toContain("/invite?token=");
  return link;
}

/**
 * A new person's way in from an invitation mail: the invitation page (which names the inviter, workspace and role),
 * sign-up, the confirmation link, sign-in. Answers when the sign-in was sent; the invitation is then accepted.
 */
export async function signUpFromInvitation(page: Page, request: APIRequestContext, email: string, greeting: string, password = "plum-orbit-lantern-7") {
  await page.goto(await mailedInvitation(request, email));
  await expect(page.getByText(greeting)).toBeVisible();
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto(await mailedLink(request, email, "confirm"));
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Confirm email" }).click();
  await expect(page.getByText("Your email is confirmed. You can sign in now.")).toBeVisible();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs up and confirms through the API (fast); the UI journey itself is covered in auth.spec.ts. */
export async function createConfirmedUser(request: APIRequestContext, email = newEmail(), password = "plum-orbit-lantern-7"): Promise<TestUser> {
  const res = await request.post("/api/auth/signup", { data: { email, password } });
  expect(res.status()).toBe(200);
  const link = new URL(await mailedLink(request, email, "confirm"));
  const verify = await request.post("/api/auth/verify", { data: { type: "signup", token: link.searchParams.get("token"), password } });
  expect(verify.status()).toBe(200);
  return { email, password };
}

/** Signs in through the real form and waits for the dashboard (or the given path). */
export async function signInThroughUi(page: Page, user: TestUser, landing = "/dashboard") {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

/** A bearer token for API calls made by a test on behalf of a user. */
export async function accessToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const res = await request.post("/api/auth/token?grant_type=password", { data: { email: user.email, password: user.password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Emails the e2e server treats as admins (ADMIN_EMAILS in playwright.config.ts), one per worker. */
export const adminEmail = (workerIndex: number) => `admin-w${workerIndex}@e2e.test`;

async function ensureAdmin(request: APIRequestContext, workerIndex: number): Promise<TestUser> {
  const user = { email: adminEmail(workerIndex), password: "admin-password" };
  const res = await request.post("/api/auth/token?grant_type=password", { data: user });
  if (res.status() === 200) return user;
  return createConfirmedUser(request, user.email, user.password);
}

type Fixtures = {
  /** A fresh confirmed user (not signed in). */
  user: TestUser;
  /** A page signed in as `user`, on /dashboard. */
  signedIn: Page;
  /** An admin user (may change AI models). */
  admin: TestUser;
};

export const test = base.extend<Fixtures>({
  user: async ({ request }, use) => {
    await use(await createConfirmedUser(request));
  },
  admin: async ({ request }, use, testInfo) => {
    await use(await ensureAdmin(request, testInfo.workerIndex));
  },
  signedIn: async ({ page, user }, use) => {
    await signInThroughUi(page, user);
    await use(page);
  },
});

export { expect };
