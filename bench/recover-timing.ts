/**
 * Recover's response time for addresses with and without an account (issue 22, point 7): the medians must not
 * tell them apart. Starts the built server (npm run build first; BENCH_SERVER_ENTRY for another build), signs up
 * ACCOUNTS addresses, then alternates PER_ACCOUNT requests for each real and each unknown address, every request
 * from its own client address (TRUST_PROXY=1) so no limit is reached.
 *   node --import tsx bench/recover-timing.ts
 */
import { startServer } from "./lib/server";

const ACCOUNTS = Number(process.env.ACCOUNTS ?? 10);
const PER_ACCOUNT = Number(process.env.PER_ACCOUNT ?? 10);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];

async function main() {
  const server = await startServer({ env: { TRUST_PROXY: "1" } });
  try {
    let client = 0;
    const post = async (path: string, body: unknown) => {
      client += 1;
      const started = performance.now();
      const res = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      return performance.now() - started;
    };
    const stamp = Date.now().toString(36);
    const real = Array.from({ length: ACCOUNTS }, (_, i) => `timing.${stamp}.${i}@example.com`);
    const unknown = Array.from({ length: ACCOUNTS }, (_, i) => `nobody.${stamp}.${i}@example.com`);
    for (const email of real) await post("/api/auth/signup", { email, password: "plum-orbit-lantern-7" });
    // Warm-up: first statements, JIT.
    for (let i = 0; i < 3; i++) await post("/api/auth/recover", { email: `warm.${stamp}.${i}@example.com` });
    const times = { real: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < PER_ACCOUNT; round++) {
      for (let i = 0; i < ACCOUNTS; i++) {
        // Alternate which goes first so drift in machine load falls on both alike.
        const pair = round % 2 ? (["unknown", "real"] as const) : (["real", "unknown"] as const);
        for (const kind of pair) times[kind].push(await post("/api/auth/recover", { email: (kind === "real" ? real : unknown)[i] }));
      }
    }
    const line = (kind: "real" | "unknown") => `${kind.padEnd(8)} n=${times[kind].length} median ${median(times[kind]).toFixed(2)} ms, p90 ${p90(times[kind]).toFixed(2)} ms`;
    console.log(line("real"));
    console.log(line("unknown"));
    console.log(`median difference ${(median(times.real) - median(times.unknown)).toFixed(2)} ms`);
  } finally {
    await server.stop();
  }
}

await main();
