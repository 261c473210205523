/**
 * Realtime fan-out: broadcast latency to 1,000 connected sockets (publish through pg_notify → the hub's LISTEN →
 * every socket). The hub runs here over PGlite (and PostgreSQL when a URL is set); the sockets live in a child
 * process so the clients do not share the server's event loop. Target: p50 < 10 ms.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { signAccessToken } from "../src/server/auth/tokens";
import { loadConfig } from "../src/server/config";
import { openDatabase, type Database } from "../src/server/db/client";
import { systemClock } from "../src/server/lib/clock";
import { createLogger } from "../src/server/lib/logger";
import { createRealtimeHub } from "../src/server/realtime/create-realtime";
import { judge, percentile, recordFigures, table, writeSection } from "./lib/results";

const SOCKETS = Number(process.env.REALTIME_SOCKETS ?? 1000);
const BROADCASTS = 40;
const now = () => performance.timeOrigin + performance.now();

async function measure(label: string, database: Database) {
  const config = loadConfig({ DATA_DIR: "/tmp/cs-bench-realtime", AUTH_JWT_SECRET: "bench-realtime-secret-bench-realtime-secret" });
  const hub = await createRealtimeHub({ config, database, logger: createLogger("silent"), clock: systemClock });
  const server = createServer((_req, res) => res.end());
  hub.attach(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/realtime`;
  const { token } = await signAccessToken(new TextEncoder().encode(config.jwtSecret), { id: "00000000-0000-4000-8000-000000000001", email: "bench@example.com", role: "user", sessionFamily: "bench" }, new Date(), 3600);

  const child = spawn(process.execPath, ["--import", "tsx", "bench/lib/realtime-clients.ts", url, token, String(SOCKETS)], { stdio: ["ignore", "pipe", "inherit"] });
  const received = new Map<number, number[]>();
  let buffer = "";
  let onReady: () => void = () => {};
  const ready = new Promise<void>((r) => (onReady = r));
  child.stdout.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      if (line === "READY") onReady();
      else {
        const [seq, at] = line.split(" ").map(Number);
        received.set(seq, [...(received.get(seq) ?? []), at]);
      }
    }
  });
  await ready;

  const sentAt = new Map<number, number>();
  for (let seq = 0; seq < BROADCASTS; seq++) {
    sentAt.set(seq, now());
    await hub.publish("model-change-event", "model-changed", { modelId: "bench", seq });
    const deadline = Date.now() + 5000;
    while ((received.get(seq)?.length ?? 0) < SOCKETS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 20));
  }
  child.kill();
  await hub.close();
  server.close();

  // The first broadcasts warm the paths up; they are left out.
  const latencies: number[] = [];
  let delivered = 0;
  for (let seq = 5; seq < BROADCASTS; seq++) {
    for (const at of received.get(seq) ?? []) latencies.push(at - sentAt.get(seq)!);
    delivered += received.get(seq)?.length ?? 0;
  }
  latencies.sort((a, b) => a - b);
  const expected = (BROADCASTS - 5) * SOCKETS;
  const p50 = percentile(latencies, 50);
  const figures = { [`realtime.${label === "PGlite" ? "pglite" : "postgres"}.p50`]: Number(p50.toFixed(2)) };
  recordFigures(figures);
  return [label, SOCKETS, `${delivered}/${expected}`, p50.toFixed(2), percentile(latencies, 99).toFixed(2), percentile(latencies, 100).toFixed(2), delivered === expected ? judge(figures) : "missed"];
}

const rows: (string | number)[][] = [];
const lite = await openDatabase({});
rows.push(await measure("PGlite", lite));
await lite.close();

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const name = `cs_bench_rt_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    rows.push(await measure("PostgreSQL", database));
  } finally {
    await database.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

const body = `${table(["database", "sockets", "delivered", "p50 (ms)", "p99 (ms)", "max (ms)", "target p50 < 10 ms"], rows)}\n\nLatency from hub.publish (pg_notify) to each socket's receipt, ${BROADCASTS - 5} broadcasts after 5 warm-ups; clients in a separate process on the same 2-core machine.`;
console.log(body);
writeSection("Realtime broadcast to 1,000 sockets", body);
