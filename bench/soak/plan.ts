/**
 * What one soak run does, and for how long: the short run (CI, `npm run soak`) and the long one (`npm run soak --
 * --long`, or SOAK_MODE=long), whose length and users can be changed (`--minutes=15`, `--users=40`) for a run
 * that fits a shared machine. Pure: main.ts reads it.
 */
export const PORTS = { balancer: 3410, instances: [3411, 3412], ai: 3413, smtp: 3414, s3: 3415, platform: 3416, postgres: 5499 } as const;

export type FaultName = "postgres" | "smtp" | "instance" | "s3" | "ai";

export interface Plan {
  mode: "short" | "long";
  users: number;
  /** Pause between one user's requests (ms, uniformly random in the range). */
  thinkMs: [number, number];
  /** Steady load before the first fault, and between the end of one fault and the start of the next. */
  warmupS: number;
  gapS: number;
  /** How long each fault lasts (for the instance: how long it stays dead before it is restarted). */
  faultS: Record<FaultName, number>;
  /** The order in which faults are injected. */
  order: FaultName[];
  /** Load after the last fault, before the checks (due posts, mail retries and job takeovers finish). */
  cooldownS: number;
  /** How long the checks wait for the queues to drain once the load stops. */
  settleS: number;
  /** A request without an answer after this long counts as an error. */
  requestTimeoutMs: number;
}

const ORDER: FaultName[] = ["postgres", "smtp", "instance", "s3", "ai"];

export const SHORT: Plan = {
  mode: "short",
  users: 8,
  thinkMs: [200, 600],
  warmupS: 12,
  gapS: 8,
  faultS: { postgres: 8, smtp: 20, instance: 5, s3: 10, ai: 10 },
  order: ORDER,
  cooldownS: 10,
  settleS: 150,
  requestTimeoutMs: 15_000,
};

/** One hour, 100 users, the fault lengths; the gaps take what is left of the hour. */
export function longPlan(minutes = 60, users = 100): Plan {
  const faultS = { postgres: 30, smtp: 300, instance: 10, s3: 60, ai: 60 };
  const warmupS = Math.round(Math.min(300, minutes * 6));
  const cooldownS = Math.round(Math.min(300, minutes * 4));
  const faults = Object.values(faultS).reduce((a, b) => a + b, 0);
  const gapS = Math.max(20, Math.floor((minutes * 60 - warmupS - cooldownS - faults) / (ORDER.length - 1)));
  return { mode: "long", users, thinkMs: [1000, 3000], warmupS, gapS, faultS, order: ORDER, cooldownS, settleS: 600, requestTimeoutMs: 30_000 };
}

/** The plan the command line (and SOAK_MODE, SOAK_MINUTES, SOAK_USERS) asks for. */
export function planFrom(argv: string[], env: Record<string, string | undefined>): Plan {
  const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const long = argv.includes("--long") || env.SOAK_MODE === "long";
  const minutes = Number(flag("minutes") ?? env.SOAK_MINUTES ?? 60);
  const users = Number(flag("users") ?? env.SOAK_USERS ?? (long ? 100 : SHORT.users));
  if (!Number.isFinite(minutes) || minutes <= 0 || !Number.isInteger(users) || users < 1)
    throw new Error("--minutes must be > 0 and --users a whole number ≥ 1");
  return long ? longPlan(minutes, users) : { ...SHORT, users };
}

/** The run's length in seconds without setup and settling. */
export function loadSeconds(plan: Plan): number {
  return plan.warmupS + plan.order.reduce((sum, f) => sum + plan.faultS[f] + plan.gapS, 0) - plan.gapS + plan.cooldownS;
}
