import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { createCluster, type Cluster } from "../../bench/soak/postgres";
import { expect, newEmail, test } from "./fixtures";
import { openPage, serverPostText, teamWith, typeTogetherAndConverge } from "./collab-helpers";
import { freePort, startOwnServer, type OwnServer } from "./own-server";

/**
 * Issue 26, "the same convergence test with the two browsers on two instances sharing one PostgreSQL": two servers
 * of this spec's own (as behind a load balancer: one database, one signing secret), each member's browser on a
 * different one. Their edits cross between instances through PostgreSQL (LISTEN/NOTIFY), with no other component.
 * It needs PostgreSQL: `.ci/run` starts the machine's cluster and sets TEST_DATABASE_URL; without it the spec starts
 * a throwaway cluster of its own (the soak's) where the server binaries are installed.
 */
const pgBin = process.env.SOAK_PG_BIN ?? "/usr/lib/postgresql/15/bin";
const ownCluster = !process.env.TEST_DATABASE_URL && existsSync(path.join(pgBin, "initdb"));

test.describe("co-editing across two instances", () => {
  // TEST_DATABASE_URL (set by .ci/run), else a throwaway cluster of the spec's own where PostgreSQL is installed.
  test.skip(!process.env.TEST_DATABASE_URL && !ownCluster, `needs PostgreSQL: set TEST_DATABASE_URL, or install it (no initdb in ${pgBin})`);
  const database = `cs_e2e_two_${process.pid}_${Date.now()}`;
  let admin = process.env.TEST_DATABASE_URL ?? "";
  let cluster: Cluster | null = null;
  let one: OwnServer;
  let two: OwnServer;

  test.beforeAll(async () => {
    if (ownCluster) {
      // Started, with its first database, by createCluster.
      cluster = createCluster(await freePort(), "cs_e2e_admin");
      admin = cluster.url;
    }
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${database}`;
    const shared = { DATABASE_URL: url.toString(), AUTH_JWT_SECRET: "two-instances-secret-two-instances-1234", SECRETS_KEY: "two-instances-key-two-instances-key-12" };
    // Both at once, as a fleet starts: the migrations run once.
    [one, two] = await Promise.all([startOwnServer("instance-1", shared), startOwnServer("instance-2", shared)]);
  });
  test.afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    if (!admin) return;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await client.end();
    (cluster as Cluster | null)?.destroy();
  });

  test("two members on two instances type into one post at once, one goes offline and back, and both end with every keystroke", async ({ browser }) => {
    test.setTimeout(150_000);
    const owner = await one.confirmedUser(newEmail("inst-owner"));
    const writer = await one.confirmedUser(newEmail("inst-writer"));
    const team = await teamWith(one.api, owner, [{ user: writer, role: "writer" }]);
    const a = await openPage(browser, owner, team, one.baseURL);
    const b = await openPage(browser, writer, team, two.baseURL);
    // Presence and keystrokes cross instances; the writer's browser goes offline and comes back.
    const final = await typeTogetherAndConverge(a, b, { a: owner.email, b: writer.email }, 20_000, "b");
    // Either instance answers the same draft, holding the shared text.
    for (const server of [one, two]) await expect.poll(() => serverPostText(server.api, owner, team), { timeout: 10_000 }).toBe(final);
    await b.context().close();
    await expect(a.getByTestId("presence-avatar")).toHaveCount(0, { timeout: 5000 });
    await a.context().close();
  });
});
