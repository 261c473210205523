import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { draftData } from "../helpers/drafts";
import { contentPage, row } from "./content-helpers";
import { accessToken, expect, signInThroughUi, type TestUser } from "./fixtures";

/** Shared by the co-editing specs (one server, and two instances on one PostgreSQL). */
export const collabPage = contentPage("/social-media");
const def = collabPage;

/** A team of the owner with the members in their roles, and one draft on the page holding `post`. */
export async function teamWith(request: APIRequestContext, owner: TestUser, members: { user: TestUser; role: "writer" | "viewer" }[], post = "Shared post.") {
  const ownerAuth = { authorization: `Bearer ${await accessToken(request, owner)}` };
  const team = (await (await request.post("/api/workspaces", { headers: ownerAuth, data: { name: "Co-editing" } })).json()) as { id: string };
  for (const m of members) {
    const invitation = (await (await request.post(`/api/workspaces/${team.id}/invitations`, { headers: ownerAuth, data: { role: m.role } })).json()) as { link: string };
    const token = new URL(invitation.link).searchParams.get("token")!;
    const accepted = await request.post(`/api/invitations/${token}/accept`, { headers: { authorization: `Bearer ${await accessToken(request, m.user)}` } });
    expect(accepted.status()).toBe(200);
  }
  const res = await request.post("/api/drafts", {
    headers: { ...ownerAuth, "x-workspace-id": team.id },
    data: { page: def.contentType, position: 0, data: draftData({ textContent: "Topic", generatedPost: post, versions: [{ content: post, timestamp: "2026-01-01T00:00:00Z" }] }) },
  });
  expect(res.status()).toBe(201);
  return team.id;
}

/** A member's own browser on the shared page of the team (on the given instance, or the suite's server). */
export async function openPage(browser: Browser, user: TestUser, team: string, baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await signInThroughUi(page, user);
  await page.goto(`${def.path}?ws=${team}`);
  await expect(row(page, 1)).toBeVisible();
  return page;
}

export async function startEditing(page: Page) {
  await row(page, 1).getByRole("button", { name: "Edit", exact: true }).click();
  await expect(page.getByTestId("collab-editor")).toHaveAttribute("data-status", "live");
  return page.getByTestId("collab-editor").getByRole("textbox");
}

export async function typeAtEnd(page: Page, text: string) {
  const box = page.getByTestId("collab-editor").getByRole("textbox");
  await box.press("Control+End");
  await page.keyboard.type(text);
}

/**
 * Two members type at the end of the one line, turn about, for `ms`: keystrokes typed at the same place at the same
 * moment may interleave, so what is checked after is per keystroke (holdsEveryKeystroke).
 */
export async function typeInterleaved(a: Page, b: Page, ms: number) {
  const typed = { a: "", b: "" };
  const started = Date.now();
  for (let i = 0; Date.now() - started < ms; i++) {
    await typeAtEnd(a, ` a${i}`);
    await typeAtEnd(b, ` b${i}`);
    typed.a += ` a${i}`;
    typed.b += ` b${i}`;
  }
  return typed;
}

/** Every keystroke of both is in the text (nothing more), each member's in the order they typed them. */
export function holdsEveryKeystroke(value: string, base: string, typed: { a: string; b: string }) {
  const inOrder = (keys: string) => {
    let at = 0;
    for (const ch of value) if (ch === keys[at]) at++;
    return at === keys.length;
  };
  const sorted = (text: string) => [...text].sort().join("");
  return sorted(value) === sorted(base + typed.a + typed.b) && inOrder(typed.a) && inOrder(typed.b);
}

/** The draft's post text as the server holds it (written back after a quiet moment). */
export async function serverPostText(request: APIRequestContext, owner: TestUser, team: string): Promise<string> {
  const headers = { authorization: `Bearer ${await accessToken(request, owner)}`, "x-workspace-id": team };
  const body = (await (await request.get(`/api/drafts?page=${def.contentType}`, { headers })).json()) as { data: { data: { generatedPost: string } }[] };
  return body.data[0].data.generatedPost;
}

/**
 * Issue 26's convergence journey on two members' open pages: both edit the post, each sees the other here, they type
 * turn about at the end of the one line for `ms`, then one goes offline while both keep typing and comes back; both
 * end with the same text holding every keystroke. Answers that text.
 */
export async function typeTogetherAndConverge(a: Page, b: Page, names: { a: string; b: string }, ms: number, offline: "a" | "b"): Promise<string> {
  const boxA = await startEditing(a);
  const boxB = await startEditing(b);
  for (const box of [boxA, boxB]) await expect(box).toHaveValue("Shared post.");
  // Presence: each sees the other editing row 1.
  await expect(a.getByTestId("presence-avatar")).toContainText(names.b);
  await expect(b.getByTestId("presence-avatar")).toContainText(names.a);

  const typed = await typeInterleaved(a, b, ms);
  const hasAll = (value: string) => holdsEveryKeystroke(value, "Shared post.", typed);
  await expect.poll(async () => hasAll(await boxA.inputValue()), { timeout: 20_000 }).toBe(true);
  await expect.poll(async () => (await boxB.inputValue()) === (await boxA.inputValue()), { timeout: 20_000 }).toBe(true);

  // Offline: both keep typing, and converge once it is back.
  const away = offline === "a" ? a : b;
  const here = offline === "a" ? b : a;
  await away.context().setOffline(true);
  await expect(away.getByTestId("collab-editor")).toHaveAttribute("data-status", "offline");
  await typeAtEnd(away, " offline-typed");
  await typeAtEnd(here, " online-typed");
  await away.context().setOffline(false);
  await expect(away.getByTestId("collab-editor")).toHaveAttribute("data-status", "live", { timeout: 15_000 });
  for (const box of [boxA, boxB]) await expect(box).toHaveValue(/offline-typed/, { timeout: 15_000 });
  for (const box of [boxA, boxB]) await expect(box).toHaveValue(/online-typed/, { timeout: 15_000 });
  await expect.poll(async () => (await boxB.inputValue()) === (await boxA.inputValue())).toBe(true);
  typed[offline] += " offline-typed";
  typed[offline === "a" ? "b" : "a"] += " online-typed";
  expect(hasAll(await boxA.inputValue())).toBe(true);
  return boxA.inputValue();
}
