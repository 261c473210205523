/**
 * HAProxy (Debian's) in front of the instances: round robin, health checks on /api/health/ready (an instance
 * that drains or dies leaves the rotation within six seconds; its requests meanwhile fail to connect and are retried), and a retry on another instance only when the
 * connection could not be made (a request that reached an instance is never sent twice).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { openSync, writeFileSync } from "node:fs";
import path from "node:path";

const HAPROXY = process.env.SOAK_HAPROXY ?? "/usr/sbin/haproxy";

/** What clients get while no instance is ready: the API's error shape (docs/operations.md shows the same line). */
export const UNAVAILABLE_JSON = JSON.stringify({
  error: { code: "unavailable", message: "The service is unavailable for a moment (its database is not answering). Try again shortly." },
});

export function haproxyConfig(port: number, backends: { name: string; port: number }[]): string {
  return [
    "global",
    "  maxconn 4000",
    // One line per request in haproxy.log (kept when a run fails, or with SOAK_KEEP_LOGS=1): its termination state says who closed what.
    "  log stdout format raw local0",
    "defaults",
    "  mode http",
    "  log global",
    "  option httplog",
    "  timeout connect 2s",
    "  timeout client 120s",
    "  timeout server 120s",
    "  retries 2",
    "  option redispatch",
    "  retry-on conn-failure",
    "frontend soak",
    `  bind 127.0.0.1:${port}`,
    // No instance ready (the database is down): the API's own error shape, not HAProxy's HTML page.
    `  http-request return status 503 content-type application/json string '${UNAVAILABLE_JSON}' hdr retry-after 5 if { nbsrv(app) eq 0 }`,
    "  default_backend app",
    "backend app",
    "  balance roundrobin",
    "  option httpchk",
    "  http-check send meth GET uri /api/health/ready ver HTTP/1.1 hdr Host 127.0.0.1",
    "  http-check expect status 200",
    // A check may wait 5 s: on a busy shared machine a slow answer is not a dead instance (a dead one refuses at once).
    "  timeout check 5s",
    "  default-server inter 2s fall 3 rise 2",
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
    "",
  ].join("\n");
}

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

export async function startHaproxy(port: number, backends: { name: string; port: number }[], dir: string): Promise<Balancer> {
  const config = path.join(dir, "haproxy.cfg");
  writeFileSync(config, haproxyConfig(port, backends));
  const fd = openSync(path.join(dir, "haproxy.log"), "a");
  // -db: stay in the foreground (this process owns it and ends it by its PID).
  const child: ChildProcess = spawn(HAPROXY, ["-db", "-f", config], { stdio: ["ignore", fd, fd] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}: see ${dir}/haproxy.log`);
    try {
      const res = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) break;
    } catch {
      /* not listening yet, or no backend up yet */
    }
    if (Date.now() > deadline) throw new Error("haproxy did not route to a ready instance within 20 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
