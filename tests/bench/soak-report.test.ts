import { describe, expect, it } from "vitest";
import { haproxyConfig } from "../../bench/soak/haproxy";
import type { Sample } from "../../bench/soak/ledger";
import { loadSeconds, longPlan, planFrom, SHORT } from "../../bench/soak/plan";
import { faultRows, faultTable } from "../../bench/soak/report";

const ok = (at: number, action = "history-list"): Sample => ({ at, ms: 10, action, status: 200, ok: true });
const err = (at: number, status: number | string, action = "history-save", ms = 10): Sample => ({ at, ms, action, status, ok: false });

describe("soak report", () => {
  const faults = [
    { name: "postgres", label: "PostgreSQL restarted", start: 1000, healed: 2000 },
    { name: "ai", label: "AI upstream answering 500", start: 5000, healed: 6000 },
  ];

  it("counts the errors of each fault's window and the time from healed to the last of them", () => {
    const samples = [ok(100), err(1100, 503), err(1500, "timeout", "generate", 1000), err(2400, 503), ok(2600), ok(5100, "generate"), err(5200, 502, "generate"), ok(6100)];
    const rows = faultRows(samples, faults, 0, 8000);
    expect(rows.map((r) => [r.fault, r.requests, r.errors, r.recoverS])).toEqual([
      ["none", 1, 0, 0],
      ["postgres", 4, 3, 0.5],
      ["ai", 3, 1, 0],
    ]);
    expect(rows[1].kinds).toBe("503 ×2, timeout ×1");
    expect(rows[1].actions).toBe("history-save ×2, generate ×1");
    expect(rows[1].downS).toBe(1);
  });

  it("does not count a refused request (4xx) as an error users saw", () => {
    const rows = faultRows([err(1100, 429, "recover"), ok(1200)], faults, 0, 8000);
    expect(rows[1].errors).toBe(0);
  });

  it("says when no request succeeded after the last error", () => {
    const rows = faultRows([err(5500, 502), err(7000, 502)], faults, 0, 8000);
    expect(rows[2].recoverS).toBeNull();
    expect(faultTable(rows)).toContain("| AI upstream answering 500 | 1.0 | 2 | 2 | 502 ×2 | history-save ×2 | not recovered |");
  });
});

describe("soak plan", () => {
  it("keeps the short run's load near two minutes and the long one at its length", () => {
    expect(loadSeconds(SHORT)).toBeLessThanOrEqual(150);
    expect(loadSeconds(longPlan(60, 100))).toBeGreaterThan(3400);
    expect(loadSeconds(longPlan(60, 100))).toBeLessThanOrEqual(3600);
    expect(longPlan().faultS).toEqual({ postgres: 30, smtp: 300, instance: 10, s3: 60, ai: 60 });
  });

  it("reads --long, --minutes and --users, or their environment variables", () => {
    expect(planFrom([], {}).mode).toBe("short");
    expect(planFrom(["--long"], {}).users).toBe(100);
    const p = planFrom(["--long", "--minutes=15", "--users=40"], {});
    expect([p.mode, p.users, loadSeconds(p) <= 15 * 60]).toEqual(["long", 40, true]);
    expect(planFrom([], { SOAK_MODE: "long", SOAK_USERS: "30" }).users).toBe(30);
    expect(() => planFrom(["--users=0"], {})).toThrow();
  });
});

describe("soak balancer", () => {
  it("checks readiness and retries only connections that never reached an instance", () => {
    const cfg = haproxyConfig(3410, [
      { name: "app1", port: 3411 },
      { name: "app2", port: 3412 },
    ]);
    expect(cfg).toContain("uri /api/health/ready");
    expect(cfg).toContain("retry-on conn-failure\n");
    expect(cfg).toContain("server app2 127.0.0.1:3412 check");
    expect(cfg).toContain("bind 127.0.0.1:3410");
    // With no instance ready, clients get the API's JSON error rather than HAProxy's HTML page.
    const line = cfg.split("\n").find((l) => l.includes("nbsrv(app) eq 0"))!;
    const body = /string '(.*)' hdr/.exec(line)![1];
    expect(JSON.parse(body)).toMatchObject({ error: { code: "unavailable" } });
    expect(line).toContain("status 503 content-type application/json");
  });
});
