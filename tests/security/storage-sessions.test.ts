/**
 * Issue 22 point 5: /api/storage/... checked the token's signature but not its session, so after sign-out, a
 * password reset or a password change a download with the old token still answered 200. It now uses the same
 * check as every other route (a valid token AND an open session); signed links keep working until they expire.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionDto } from "@/shared/contracts/auth";
import { formWith, pngImage } from "../helpers/files";
import { pathOf } from "../helpers/storage";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createUser, lastMailedToken, uniqueEmail } from "../helpers/users";

const PASSWORD = "Quiet-harbor-4412";
const NEW_PASSWORD = "Amber-lantern-9917";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const signIn = async (email: string, password = PASSWORD) =>
  (await (await t.request("/api/auth/token?grant_type=password", { method: "POST", json: { email, password } })).json()) as SessionDto;

/** Uploads one image as this session and answers its download path and its signed URL. */
async function storedFile(session: SessionDto): Promise<{ path: string; signed: string }> {
  const res = await t.request("/api/uploads", { method: "POST", token: session.access_token, body: formWith("files", [{ name: "a.png", data: await pngImage(8, 8), type: "image/png" }]) });
  expect(res.status).toBe(201);
  const [image] = ((await res.json()) as { data: { image_path: string; url: string }[] }).data;
  return { path: `/api/storage/image-storage/${image.image_path}`, signed: pathOf(image.url) };
}

const download = (path: string, token?: string) => t.request(path, { token });

describe("stored files and ended sessions", () => {
  it("refuses a download with the token of a signed-out session, while the signed link still works", async () => {
    const session = await createUser(t, uniqueEmail("files-out"), PASSWORD);
    const file = await storedFile(session);
    expect((await download(file.path, session.access_token)).status).toBe(200);

    expect((await t.request("/api/auth/logout", { method: "POST", token: session.access_token })).status).toBe(204);
    const after = await download(file.path, session.access_token);
    expect([401, 404]).toContain(after.status);
    expect((await t.request("/api/auth/user", { token: session.access_token })).status).toBe(401);
    expect((await download(file.signed)).status).toBe(200);
  });

  it("refuses every old token after a password reset", async () => {
    const email = uniqueEmail("files-reset");
    const laptop = await createUser(t, email, PASSWORD);
    const stolen = await signIn(email);
    const file = await storedFile(laptop);
    expect((await download(file.path, stolen.access_token)).status).toBe(200);

    await t.request("/api/auth/recover", { method: "POST", json: { email } });
    const reset = await t.request("/api/auth/verify", { method: "POST", json: { type: "recovery", token: await lastMailedToken(t, email, "reset"), password: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
    for (const token of [laptop.access_token, stolen.access_token]) expect([401, 404]).toContain((await download(file.path, token)).status);
    expect((await download(file.signed)).status).toBe(200);
  });

  it("refuses the other sessions' tokens after a password change", async () => {
    const email = uniqueEmail("files-change");
    const here = await createUser(t, email, PASSWORD);
    const elsewhere = await signIn(email);
    const file = await storedFile(here);
    expect((await download(file.path, elsewhere.access_token)).status).toBe(200);

    const changed = await t.request("/api/auth/user", { method: "PUT", token: here.access_token, json: { password: NEW_PASSWORD, current_password: PASSWORD } });
    expect(changed.status).toBe(200);
    expect([401, 404]).toContain((await download(file.path, elsewhere.access_token)).status);
    expect((await download(file.signed)).status).toBe(200);
  });
});
