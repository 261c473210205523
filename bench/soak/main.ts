/**
 * npm run soak: the product under faults, for real. Two built instances behind HAProxy on a PostgreSQL cluster of
 * its own, with an SMTP catcher, an S3 server, a fake AI upstream and a fake publishing platform; a mixed load of
 * signed-in users; faults injected one after another (PostgreSQL crashed, SMTP down, an instance SIGKILLed, S3
 * down, the AI upstream answering 500); then the proof that nothing acknowledged was lost, and a report per fault,
 * written to bench/results.md. Exits 1 when anything acknowledged is lost (or duplicated, or orphaned).
 *
 *   npm run soak                      short run (CI, about 4 minutes; builds first only when dist/ is missing)
 *   npm run soak -- --build           rebuild first even when dist/ exists
 *   npm run soak -- --long            one hour, 100 users (SOAK_MODE=long)
 *   npm run soak -- --long --minutes=15 --users=40
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { table, writeSection, loadAverage } from "../lib/results";
import { check, memoryRecovered } from "./checker";
import { collect, mailDrainS, settled } from "./collect";
import { faults } from "./faults";
import { startHaproxy, type Balancer } from "./haproxy";
import { createInstance, type Instance } from "./instances";
import { emptyLedger } from "./ledger";
import { runUser } from "./load";
import { loadSeconds, planFrom, PORTS } from "./plan";
import { createCluster, type Cluster } from "./postgres";
import { faultRows, faultTable, isError, type FaultRecord } from "./report";
import { startAiUpstream, startPlatform, startS3, startSmtpCatcher } from "./services";
import { adminEmail, setUp } from "./setup";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (msg: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${msg}`);

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

async function main(): Promise<number> {
  // This machine's Node is older than what the AWS SDK will want in 2027: say it once in the docs, not in every log.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const plan = planFrom(process.argv.slice(2), process.env);
  const startedAt = Date.now();
  const loadAtStart = loadAverage();
  if (process.argv.includes("--build") || !existsSync("dist/server/index.js") || !existsSync("dist/web/.vite/manifest.json")) {
    log("building (npm run build)");
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) return build.status ?? 1;
  }
  const ports = [PORTS.balancer, ...PORTS.instances, PORTS.ai, PORTS.smtp, PORTS.s3, PORTS.platform, PORTS.postgres];
  const busy = [];
  for (const p of ports) if (!(await portFree(p))) busy.push(p);
  if (busy.length) throw new Error(`ports in use: ${busy.join(", ")} (another soak running?)`);

  const dir = mkdtempSync(path.join(tmpdir(), "cs-soak-"));
  log(`${plan.mode} run: ${plan.users} users, about ${Math.round(loadSeconds(plan) / 60)} min of load; logs in ${dir}`);
  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) await Promise.resolve(fn()).catch((err) => console.error("cleanup:", err));
    cleanups.length = 0;
  };
  const onSignal = () => void cleanup().then(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  let keepLogs = true;
  try {
    const cluster: Cluster = createCluster(PORTS.postgres);
    cleanups.push(() => cluster.destroy());
    const smtp = await startSmtpCatcher(PORTS.smtp);
    cleanups.push(() => smtp.close());
    const s3 = await startS3(PORTS.s3);
    cleanups.push(() => s3.close());
    const ai = await startAiUpstream(PORTS.ai);
    cleanups.push(() => ai.fake.close());
    const platform = await startPlatform(PORTS.platform);
    cleanups.push(() => platform.close());

    const run = Date.now().toString(36);
    const env = {
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${PORTS.balancer}`,
      DATABASE_URL: cluster.url,
      AUTH_JWT_SECRET: "soak-secret-soak-secret-soak-secret-1234",
      SECRETS_KEY: "soak-secrets-key-soak-secrets-key-1234",
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      ...s3.env,
      OPENAI_COMPATIBLE_BASE_URL: `http://127.0.0.1:${PORTS.ai}/v1`,
      OLLAMA_DETECT_URL: "off",
      ADMIN_EMAILS: adminEmail(run),
      AI_RATE_LIMIT_PER_MINUTE: "1000000",
      AUTH_RATE_LIMIT_BURST: "1000000",
      PUBLISH_ALLOW_PRIVATE_HOSTS: "true",
      PUBLISH_RETRY_DELAY_SECONDS: "5",
      JOBS_POLL_INTERVAL_MS: "500",
      SHUTDOWN_DRAIN_MS: "1000",
      SHUTDOWN_GRACE_MS: "5000",
      LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? "warn",
    };
    const instances: Instance[] = PORTS.instances.map((port, i) =>
      createInstance(`app${i + 1}`, port, { ...env, DATA_DIR: path.join(dir, `data${i + 1}`) }, dir),
    );
    // Both at once: two instances starting together must run the migrations once.
    cleanups.push(() => Promise.all(instances.map((i) => i.stop())).then(() => undefined));
    await Promise.all(instances.map((i) => i.start()));
    const balancer: Balancer = await startHaproxy(
      PORTS.balancer,
      instances.map((i) => ({ name: i.name, port: i.port })),
      dir,
    );
    cleanups.push(() => balancer.stop());
    log("instances and balancer up; signing users up");

    const ledger = emptyLedger();
    const setup = await setUp({ base: balancer.url, ledger, smtp, platform, run, users: plan.users, timeoutMs: plan.requestTimeoutMs });
    log(`${setup.users.length} users ready; load starts`);

    const [survivor, victim] = instances;
    const memory: { at: number; survivorMiB: number }[] = [];
    const sampler = setInterval(() => memory.push({ at: Date.now(), survivorMiB: survivor.rssMiB() }), 5000);
    cleanups.push(() => clearInterval(sampler));

    let stopping = false;
    const loadStart = Date.now();
    const loops = setup.users.map((u, i) => runUser(u, setup, ledger, plan, () => stopping, (i + 1) * 7919));

    await sleep(plan.warmupS * 1000);
    const baselineMiB = survivor.rssMiB();
    const catalogue = faults({ cluster, smtp, s3, ai, victim });
    const records: FaultRecord[] = [];
    for (const [i, name] of plan.order.entries()) {
      const fault = catalogue[name];
      log(`fault: ${fault.label} for ${plan.faultS[name]} s`);
      const start = Date.now();
      await fault.inject();
      await sleep(plan.faultS[name] * 1000);
      await fault.heal();
      records.push({ name, label: fault.label, start, healed: Date.now() });
      log(`healed: ${name} after ${((Date.now() - start) / 1000).toFixed(1)} s`);
      await sleep((i === plan.order.length - 1 ? plan.cooldownS : plan.gapS) * 1000);
    }
    const cooldownMiB = survivor.rssMiB();
    stopping = true;
    await Promise.all(loops);
    const loadEnd = Date.now();
    log(`load stopped after ${((loadEnd - loadStart) / 1000).toFixed(0)} s; waiting for due posts and mail`);

    // Let the last scheduled posts fall due, then wait for the queues to drain.
    await sleep(16_000);
    const settleBy = Date.now() + plan.settleS * 1000;
    let pending = await settled(cluster.url);
    while ((pending.pendingPosts || pending.pendingMail) && Date.now() < settleBy) {
      await sleep(2000);
      pending = await settled(cluster.url);
    }
    // A late duplicate would come now, if at all.
    await sleep(3000);
    const settledS = (Date.now() - loadEnd) / 1000;
    const idleMiB = survivor.rssMiB();

    const stored = await collect(cluster.url, s3, smtp, platform);
    const verdict = check(ledger, stored);
    const smtpFault = records.find((r) => r.name === "smtp");
    const drain = smtpFault ? await mailDrainS(cluster.url, smtpFault.healed) : null;
    const memoryOk = memoryRecovered(baselineMiB, cooldownMiB);
    const rows = faultRows(ledger.samples, records, loadStart, loadEnd);

    for (const instance of instances) {
      const crash = instance.crashed();
      if (!crash) continue;
      verdict.problems.unshift({
        check: "instance crashed",
        detail: `${instance.name} exited by itself (${crash.signal ?? `code ${crash.code}`}) ${((crash.at - loadStart) / 1000).toFixed(0)} s into the load`,
      });
      console.log(`\n[soak] last lines of ${instance.name}'s log:\n${instance.logTail(60)}\n`);
    }
    const lost = verdict.problems.length > 0 || !memoryOk;
    const peak = Math.max(...memory.map((m) => m.survivorMiB).filter(Number.isFinite));
    const errorsTotal = ledger.samples.filter(isError).length;
    const body = [
      `${plan.mode === "short" ? "The short run (`npm run soak`, in CI)" : `A long run (\`npm run soak -- --long\`${plan.users !== 100 || loadSeconds(plan) < 3500 ? `, ${plan.users} users, ${Math.round(loadSeconds(plan) / 60)} min of load` : ""})`}: ${plan.users} signed-in users through HAProxy ${"to"} two instances of \`dist/server/index.js\` on PostgreSQL 15 (a cluster of the run's own), s3rver, an SMTP catcher, a fake OpenAI-compatible upstream (50 ms) and a webhook platform (50 ms). ${ledger.samples.length} requests in ${((loadEnd - loadStart) / 1000).toFixed(0)} s of load (${errorsTotal} errors users saw); queues settled ${settledS.toFixed(0)} s after the load stopped. Whole run ${((Date.now() - startedAt) / 60_000).toFixed(1)} min.`,
      "",
      `**Verdict: ${lost ? `FAILED: ${verdict.problems.length} problem(s)${memoryOk ? "" : ", memory did not return to its level"}` : "nothing acknowledged was lost, nothing published or mailed twice, no upload orphan, memory back to its level"}.**`,
      "",
      "Errors users saw per fault (a request belongs to the window of the fault during or after which it started; time to recover: from the fault's end to the last error of its window):",
      "",
      faultTable(rows),
      "",
      smtpFault
        ? `Mail held during the SMTP outage left within ${drain === null ? "— (none was waiting)" : `${drain.toFixed(1)} s`} of SMTP's return (retries back off from 30 s).`
        : "",
      "",
      table(
        ["what was checked", "count"],
        Object.entries(verdict.counts).map(([k, v]) => [k, v]),
      ),
      "",
      `Memory of the instance that was never killed (RSS): ${baselineMiB.toFixed(0)} MiB after the warm-up, peak ${peak.toFixed(0)} MiB, ${cooldownMiB.toFixed(0)} MiB at the end of the load (${memoryOk ? "back to its level" : "NOT back to its level"}: within 25 % or 40 MiB), ${idleMiB.toFixed(0)} MiB idle after settling.`,
      verdict.problems.length
        ? `\nProblems:\n\n${verdict.problems
            .slice(0, 40)
            .map((p) => `- ${p.check}: ${p.detail}`)
            .join("\n")}${verdict.problems.length > 40 ? `\n- … and ${verdict.problems.length - 40} more` : ""}`
        : "",
      "",
      `Load average at the start ${loadAtStart}; this machine has 2 cores shared with other work, so latencies and recovery times are upper bounds.`,
      plan.mode === "long" && (plan.users < 100 || loadSeconds(plan) < 3500)
        ? "The one-hour run with 100 users (`npm run soak -- --long`) is left for a quieter machine: its figures replace nothing here, they get a section of their own."
        : "",
    ]
      .filter((l, i, all) => l !== "" || all[i - 1] !== "")
      .join("\n");
    const title = plan.mode === "short" ? "Soak under faults: short run" : `Soak under faults: ${Math.round(loadSeconds(plan) / 60)} min, ${plan.users} users`;
    if (process.env.SOAK_NO_RESULTS !== "1") writeSection(title, body);
    console.log(`\n${body}\n`);
    keepLogs = lost || process.env.SOAK_KEEP_LOGS === "1";
    return lost ? 1 : 0;
  } finally {
    await cleanup();
    if (keepLogs) log(`logs kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
