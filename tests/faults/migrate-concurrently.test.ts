import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { latestMigrationOfBuild } from "@/server/ops/ops.repository";
import { migrationsFolder } from "@/server/db/migrate";
import { freePort, spawnServer } from "../helpers/server-process";

/**
 * Two server processes started at the same moment on one empty PostgreSQL database (a rolling deploy, or a
 * compose file with two replicas): the migrations run once, under the advisory lock, and both instances come up
 * ready. PGlite is one process, so this runs only on PostgreSQL (TEST_DATABASE_URL).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const children: ChildProcess[] = [];
const name = `cs_migrate_${randomBytes(5).toString("hex")}`;

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end();
});

function startInstance(databaseUrl: string, port: number) {
  const instance = spawnServer(port, {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "cs-migrate-")),
    AUTH_JWT_SECRET: "migrate-secret-migrate-secret-migrate-12",
    SECRETS_KEY: "migrate-secrets-key-migrate-secrets-key-1",
    DATABASE_URL: databaseUrl,
    SHUTDOWN_DRAIN_MS: "0",
  });
  children.push(instance.child);
  return instance;
}

describe.skipIf(!adminUrl)("two instances starting at once on one PostgreSQL", () => {
  it("run the migrations once and both become ready", async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    const databaseUrl = u.toString();

    const [portA, portB] = [await freePort(), await freePort()];
    const instances = [startInstance(databaseUrl, portA), startInstance(databaseUrl, portB)];
    for (const instance of instances) {
      await Promise.race([
        vi.waitFor(async () => expect((await fetch(`${instance.url}/api/health/ready`).catch(() => null))?.status).toBe(200), { timeout: 150_000, interval: 200 }),
        instance.exited.then((code) => Promise.reject(new Error(`an instance exited with ${code} while starting`))),
      ]);
    }

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
      const applied = await db.query<{ hash: string; created_at: string }>("select hash, created_at from drizzle.__drizzle_migrations order by created_at");
      // One row per migration: none was applied twice.
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(journal.entries.length);
      expect(Number(applied.rows.at(-1)!.created_at)).toBe(latestMigrationOfBuild());
    } finally {
      await db.end();
    }

    // Both shut down cleanly too.
    for (const { child } of instances) child.kill("SIGTERM");
    expect(await Promise.all(instances.map((i) => i.exited))).toEqual([0, 0]);
  }, 300_000);
});
