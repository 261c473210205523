/**
 * Issue 22 point 6: a normal user stored 200 MB of documents in 4.6 s, with no limit. Every workspace now has a
 * storage quota (an administrator's default, or the workspace's own; issue 25 moved quotas from accounts to
 * workspaces, and a user's own files are in their personal workspace), counted per category from the bytes stored,
 * reserved before a file is written and refused with a 413 that names the quota.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "@/server/lib/logger";
import { sweepOrphans } from "@/server/storage/orphan-sweep";
import { newObjectKey, type Bucket, type Storage } from "@/server/storage/storage";
import { createStorageQuotaRepository } from "@/server/features/storage-quota/storage-quota.repository";
import type { SessionDto } from "@/shared/contracts/auth";
import type { StorageUsage } from "@/shared/contracts/storage-quota";
import { STORAGE_SWEEP } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { storageAmount } from "@/shared/storage-amount";
import { formWith, pngImage } from "../helpers/files";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createUser, uniqueEmail } from "../helpers/users";
import { personalWorkspaceOf } from "../helpers/workspaces";

const MB = 1024 * 1024;
const ADMIN = uniqueEmail("quota-admin");

let t: TestApp;
let storage: Storage;
let admin: SessionDto;

beforeAll(async () => {
  t = await createTestApp({ env: { STORAGE_QUOTA_DEFAULT_MB: "1", ADMIN_EMAILS: ADMIN } });
  storage = t.deps.services.storage!;
  admin = await createUser(t, ADMIN);
  expect(admin.user.role).toBe("admin");
}, 120_000);
afterAll(async () => t.close());

const usage = async (session: SessionDto) => {
  const res = await t.request("/api/storage-quota", { token: session.access_token });
  expect(res.status).toBe(200);
  return (await res.json()) as StorageUsage;
};
/** Quotas are per workspace (issue 25): a user's files here are in their personal workspace. */
const ws = (session: SessionDto) => personalWorkspaceOf(t, session.user.id);
const setQuota = (token: string, workspaceId: string, quota_bytes: number | null) =>
  t.request(`/api/storage-quota/workspaces/${workspaceId}`, { method: "PUT", token, json: { quota_bytes } });
const uploadImage = async (session: SessionDto) =>
  t.request("/api/uploads", { method: "POST", token: session.access_token, body: formWith("files", [{ name: "a.png", data: await pngImage(16, 16), type: "image/png" }]) });
const uploadText = (session: SessionDto, bytes: number) =>
  t.request("/api/documents", { method: "POST", token: session.access_token, body: formWith("file", [{ name: "notes.txt", data: new TextEncoder().encode("a".repeat(bytes)), type: "text/plain" }]) });
const generateImage = (session: SessionDto) =>
  t.request("/api/functions/generate-image", { method: "POST", token: session.access_token, json: { prompt: "A loaf of bread", count: 1, width: 512, height: 512 } });
const storedSize = async (bucket: Bucket, key: string) => (await storage.get(bucket, key))!.size;

async function expectQuotaRefusal(res: Response, quota: number, used: number) {
  expect(res.status).toBe(413);
  const { error } = (await res.json()) as { error: { code: string; message: string } };
  expect(error.code).toBe("storage_quota_exceeded");
  expect(error.message).toBe(messages.storageQuota.exceeded(storageAmount(quota), storageAmount(used)));
}

describe("storage quotas", () => {
  it("counts uploads, documents and generated images separately, from the bytes stored", async () => {
    const user = await createUser(t);
    const fresh = await usage(user);
    expect(fresh).toEqual({
      workspace_id: await ws(user),
      workspace_name: expect.any(String),
      workspace_kind: "personal",
      quota_bytes: MB,
      used_bytes: 0,
      override_bytes: null,
      by_category: { uploads: 0, documents: 0, images: 0 },
    });

    const upload = await uploadImage(user);
    expect(upload.status).toBe(201);
    const [image] = ((await upload.json()) as { data: { image_path: string }[] }).data;
    expect((await uploadText(user, 3000)).status).toBe(201);
    const generated = await generateImage(user);
    expect(generated.status).toBe(200);
    const [made] = ((await generated.json()) as { images: { path: string }[] }).images;

    const uploads = await storedSize("image-storage", image.image_path);
    const images = await storedSize("social_images", made.path);
    const now = await usage(user);
    expect(now.by_category).toEqual({ uploads, documents: 3000, images });
    expect(now.used_bytes).toBe(uploads + 3000 + images);
  });

  it("refuses uploads, documents and images at the quota with a 413 naming it, and stores nothing", async () => {
    const user = await createUser(t);
    expect((await uploadText(user, 5000)).status).toBe(201);
    expect((await setQuota(admin.access_token, await ws(user), 5000)).status).toBe(200);

    await expectQuotaRefusal(await uploadImage(user), 5000, 5000);
    await expectQuotaRefusal(await uploadText(user, 10), 5000, 5000);
    await expectQuotaRefusal(await generateImage(user), 5000, 5000);

    const uploads = (await (await t.request("/api/uploads", { token: user.access_token })).json()) as { data: unknown[] };
    const documents = (await (await t.request("/api/documents", { token: user.access_token })).json()) as { data: unknown[] };
    expect(uploads.data).toHaveLength(0);
    expect(documents.data).toHaveLength(1);
    expect((await usage(user)).used_bytes).toBe(5000);
  });

  it("names the default quota in people's units", async () => {
    const user = await createUser(t);
    expect((await uploadText(user, 1000 * 1024)).status).toBe(201);
    const res = await uploadText(user, 30 * 1024);
    await expectQuotaRefusal(res, MB, 1000 * 1024);
    expect(messages.storageQuota.exceeded(storageAmount(MB), storageAmount(1000 * 1024))).toContain("may keep 1 MB of files and uses 1000 KB");
  });

  it("lets parallel uploads take no more than the quota", async () => {
    const user = await createUser(t);
    expect((await setQuota(admin.access_token, await ws(user), 10_000)).status).toBe(200);
    // One upload first: parallel first requests of one rate-limit key race in rate_limits (reported apart).
    expect((await uploadText(user, 1000)).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 8 }, () => uploadText(user, 3000)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 413, 413, 413, 413, 413]);
    const now = await usage(user);
    expect(now.used_bytes).toBe(10_000);
    const documents = (await (await t.request("/api/documents", { token: user.access_token })).json()) as { data: unknown[] };
    expect(documents.data).toHaveLength(4);
  });

  it("frees the space of a deleted file", async () => {
    const user = await createUser(t);
    expect((await setQuota(admin.access_token, await ws(user), 4000)).status).toBe(200);
    const first = (await (await uploadText(user, 3000)).json()) as { id: string };
    expect((await uploadText(user, 3000)).status).toBe(413);
    expect((await t.request(`/api/documents/${first.id}`, { method: "DELETE", token: user.access_token })).status).toBe(200);
    expect((await usage(user)).used_bytes).toBe(0);
    expect((await uploadText(user, 3000)).status).toBe(201);
  });

  it("lets an administrator raise an account's quota and the default, after which the upload succeeds", async () => {
    const user = await createUser(t);
    expect((await uploadText(user, 900 * 1024)).status).toBe(201);
    expect((await uploadText(user, 200 * 1024)).status).toBe(413);

    const raised = await setQuota(admin.access_token, await ws(user), 2 * MB);
    expect(raised.status).toBe(200);
    expect(((await raised.json()) as StorageUsage).quota_bytes).toBe(2 * MB);
    expect((await uploadText(user, 200 * 1024)).status).toBe(201);

    // Back to the default, which the administrator then raises for every account.
    expect((await setQuota(admin.access_token, await ws(user), null)).status).toBe(200);
    expect((await usage(user)).quota_bytes).toBe(MB);
    const settings = await t.request("/api/storage-quota/settings", { method: "PUT", token: admin.access_token, json: { default_quota_bytes: 3 * MB } });
    expect(settings.status).toBe(200);
    expect((await settings.json()).default_quota_bytes).toBe(3 * MB);
    expect((await usage(user)).quota_bytes).toBe(3 * MB);
    expect((await uploadText(user, 200 * 1024)).status).toBe(201);

    const accounts = await t.request(`/api/storage-quota/workspaces?q=${encodeURIComponent(user.user.email)}`, { token: admin.access_token });
    expect((await accounts.json()).data).toEqual([expect.objectContaining({ id: await ws(user), kind: "personal", owner_email: user.user.email, used_bytes: 1300 * 1024, quota_bytes: 3 * MB, override_bytes: null })]);
    await t.request("/api/storage-quota/settings", { method: "PUT", token: admin.access_token, json: { default_quota_bytes: MB } });
  });

  it("lets no one but an administrator read or set quotas (403)", async () => {
    const user = await createUser(t);
    const own = (res: Response) => res.json().then((b: { error: { code: string } }) => b.error.code);
    const attempts = [
      await setQuota(user.access_token, await ws(user), 100 * MB),
      await t.request("/api/storage-quota/settings", { method: "PUT", token: user.access_token, json: { default_quota_bytes: 100 * MB } }),
      await t.request("/api/storage-quota/settings", { token: user.access_token }),
      await t.request("/api/storage-quota/workspaces", { token: user.access_token }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(await own(res)).toBe("admin_only");
    }
    expect((await usage(user)).quota_bytes).toBe(MB);
    expect((await t.request("/api/storage-quota")).status).toBe(401);
  });

  it("answers 404 for an unknown account and refuses a quota that is not a whole number of bytes", async () => {
    expect((await setQuota(admin.access_token, "00000000-0000-4000-8000-000000000000", MB)).status).toBe(404);
    const user = await createUser(t);
    expect((await setQuota(admin.access_token, await ws(user), -1)).status).toBe(400);
    expect((await setQuota(admin.access_token, await ws(user), 1.5)).status).toBe(400);
    expect((await t.request(`/api/storage-quota/workspaces/${await ws(user)}`, { method: "PUT", token: admin.access_token, json: { quota_bytes: 1, user_id: admin.user.id } })).status).toBe(422);
  });

  it("keeps the numbers right through the orphan sweep: old files are counted, removed files released", async () => {
    const user = await createUser(t);
    // A file stored before quotas existed (no ledger entry) and a reservation whose write never happened.
    const old = newObjectKey(user.user.id, "png");
    await storage.put("image-storage", old, new Uint8Array(1234), { contentType: "image/png" });
    const never = newObjectKey(user.user.id, "txt");
    await createStorageQuotaRepository(t.database.db).reserve(await ws(user), [{ bucket: "documents", key: never, category: "documents", sizeBytes: 777 }], MB);
    expect((await usage(user)).by_category).toEqual({ uploads: 0, documents: 777, images: 0 });

    const sweep = (at: Date) => sweepOrphans({ storage, db: t.database.db, clock: { now: () => at }, logger: createLogger("silent") });
    await sweep(t.clock.now());
    expect((await usage(user)).by_category).toEqual({ uploads: 1234, documents: 777, images: 0 });

    // Past the grace, both are orphans: the file is removed and neither counts any more.
    const later = new Date(Date.now() + STORAGE_SWEEP.graceMs["image-storage"] + 60_000);
    const result = await sweep(later);
    expect(result.removed).toContainEqual({ bucket: "image-storage", key: old });
    expect(await storage.exists("image-storage", old)).toBe(false);
    expect((await usage(user)).by_category).toEqual({ uploads: 0, documents: 0, images: 0 });
  });
});
