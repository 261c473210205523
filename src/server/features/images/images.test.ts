import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "@/server/storage/local-disk";
import { newObjectKey } from "@/server/storage/storage";
import type { SessionDto } from "@/shared/contracts/auth";
import type { UserImage } from "@/shared/contracts/images";
import { pngImage } from "../../../../tests/helpers/files";
import { pathOf, withFailingDeletes } from "../../../../tests/helpers/storage";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app";
import { createUser } from "../../../../tests/helpers/users";

type Page = { data: UserImage[]; next_cursor: string | null };

/** What generate-image leaves behind: a PNG in social_images under the user's id. */
async function generated(t: TestApp, userId: string): Promise<string> {
  const key = newObjectKey(userId, "png");
  await t.deps.services.storage!.put("social_images", key, await pngImage(16, 16), { contentType: "image/png", cacheControl: "max-age=3600" });
  return key;
}

const save = (t: TestApp, token: string, body: Record<string, unknown>) => t.request("/api/images", { method: "POST", json: body, token });

describe("saved generated images", () => {
  let t: TestApp;
  let alice: SessionDto;
  let bob: SessionDto;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t);
    bob = await createUser(t);
  });
  afterAll(async () => t.close());

  it("saves the caller's generated image once and answers it with a signed URL", async () => {
    const key = await generated(t, alice.user.id);
    const body = { path: key, prompt: "A lighthouse at dawn", model: "builtin-image", width: 1024, height: 768, tags: ["sea", "sea", "dawn"] };
    const res = await save(t, alice.access_token, body);
    expect(res.status).toBe(201);
    const image = (await res.json()) as UserImage;
    expect(image).toMatchObject({ user_id: alice.user.id, image_url: key, prompt: "A lighthouse at dawn", model: "builtin-image", width: 1024, height: 768, tags: ["sea", "dawn"] });
    const file = await t.request(pathOf(image.url));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");

    const again = await save(t, alice.access_token, { ...body, path: `social_images/${key}` });
    expect(again.status).toBe(200);
    expect(((await again.json()) as UserImage).id).toBe(image.id);
  });

  it("accepts the path as a storage URL too", async () => {
    const key = await generated(t, alice.user.id);
    const res = await save(t, alice.access_token, { path: `http://localhost:3000/api/storage/social_images/${key}?exp=1&sig=x` });
    expect(res.status).toBe(201);
    expect(((await res.json()) as UserImage).image_url).toBe(key);
  });

  it("refuses another user's key, a missing object and traversal paths with 404", async () => {
    const bobsKey = await generated(t, bob.user.id);
    const paths = [bobsKey, `${alice.user.id}/1-0000000000000000.png`, `${alice.user.id}/../${bobsKey}`, "../../etc/passwd"];
    for (const p of paths) expect((await save(t, alice.access_token, { path: p })).status, p).toBe(404);
    expect((await save(t, alice.access_token, { path: "" })).status).toBe(400);
    expect((await save(t, alice.access_token, { path: bobsKey, user_id: bob.user.id })).status).toBe(404);
  });

  it("lists newest first with a cursor, and filters by prompt text and tag", async () => {
    const carol = await createUser(t);
    for (const [prompt, tags] of [["Red fox in snow", ["animals"]], ["Blue ocean waves", ["sea"]], ["Fox cubs playing", ["animals", "cute"]]] as const) {
      t.clock.advance(1000);
      expect((await save(t, carol.access_token, { path: await generated(t, carol.user.id), prompt, tags })).status).toBe(201);
    }
    const all = (await (await t.request("/api/images", { token: carol.access_token })).json()) as Page;
    expect(all.data.map((i) => i.prompt)).toEqual(["Fox cubs playing", "Blue ocean waves", "Red fox in snow"]);
    const first = (await (await t.request("/api/images?limit=2", { token: carol.access_token })).json()) as Page;
    const second = (await (await t.request(`/api/images?limit=2&cursor=${first.next_cursor}`, { token: carol.access_token })).json()) as Page;
    expect([...first.data, ...second.data].map((i) => i.id)).toEqual(all.data.map((i) => i.id));
    expect(second.next_cursor).toBeNull();

    const fox = (await (await t.request("/api/images?q=FOX", { token: carol.access_token })).json()) as Page;
    expect(fox.data.map((i) => i.prompt)).toEqual(["Fox cubs playing", "Red fox in snow"]);
    const cute = (await (await t.request("/api/images?tag=cute", { token: carol.access_token })).json()) as Page;
    expect(cute.data.map((i) => i.prompt)).toEqual(["Fox cubs playing"]);
    const wildcard = (await (await t.request("/api/images?q=%25", { token: carol.access_token })).json()) as Page;
    expect(wildcard.data).toEqual([]);
    const bobs = (await (await t.request("/api/images", { token: bob.access_token })).json()) as Page;
    expect(bobs.data).toEqual([]);
  });

  it("keeps another user's images unreadable and undeletable (404)", async () => {
    const image = (await (await save(t, alice.access_token, { path: await generated(t, alice.user.id) })).json()) as UserImage;
    expect((await t.request(`/api/images/${image.id}`, { token: bob.access_token })).status).toBe(404);
    expect((await t.request(`/api/images/${image.id}`, { method: "DELETE", token: bob.access_token })).status).toBe(404);
    expect((await t.request(`/api/storage/social_images/${image.image_url}`, { token: bob.access_token })).status).toBe(404);
    expect((await t.request(`/api/images/${image.id}`, { token: alice.access_token })).status).toBe(200);
    expect((await t.request("/api/images/not-a-uuid", { token: alice.access_token })).status).toBe(400);
  });

  it("deletes the row and the stored file", async () => {
    const image = (await (await save(t, alice.access_token, { path: await generated(t, alice.user.id) })).json()) as UserImage;
    const res = await t.request(`/api/images/${image.id}`, { method: "DELETE", token: alice.access_token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect((await t.request(`/api/images/${image.id}`, { token: alice.access_token })).status).toBe(404);
    expect(await t.deps.services.storage!.exists("social_images", image.image_url)).toBe(false);
    expect((await t.request(`/api/images/${image.id}`, { method: "DELETE", token: alice.access_token })).status).toBe(404);
  });
});

describe("deleting when the store fails", () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "cs-images-"));
    t = await createTestApp({ services: { storage: withFailingDeletes(createLocalDiskStorage(root)) } });
  });
  afterAll(async () => t.close());

  it("removes the row and answers storage_error for the 'Deletion Warning'", async () => {
    const alice = await createUser(t);
    const image = (await (await save(t, alice.access_token, { path: await generated(t, alice.user.id) })).json()) as UserImage;
    const res = await t.request(`/api/images/${image.id}`, { method: "DELETE", token: alice.access_token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true, storage_error: "storage is unreachable" });
    expect((await t.request(`/api/images/${image.id}`, { token: alice.access_token })).status).toBe(404);
  });
});
