/**
 * A PostgreSQL cluster of the soak's own (initdb in a temp dir, its own port and socket directory), so the fault
 * "PostgreSQL restarted" never touches the machine's cluster. As root, the server binaries run as the postgres
 * user (PostgreSQL refuses root).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

const BIN = process.env.SOAK_PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface Cluster {
  url: string;
  dir: string;
  start(): void;
  /** Crashes the cluster (immediate shutdown: no checkpoint, recovery on the next start), as a killed database would. */
  crash(): void;
  stop(): void;
  destroy(): void;
}

function asPostgres(cmd: string, args: string[]): string[] {
  return userInfo().uid === 0 ? ["runuser", "-u", "postgres", "--", cmd, ...args] : [cmd, ...args];
}

function run(cmd: string, args: string[], allowFail = false): void {
  const [file, ...rest] = asPostgres(cmd, args);
  const out = spawnSync(file, rest, { encoding: "utf8", timeout: 120_000 });
  if (out.status !== 0 && !allowFail) throw new Error(`${cmd} ${args.join(" ")} failed: ${out.stderr || out.stdout}`);
}

export function createCluster(port: number, database = "soak"): Cluster {
  if (!existsSync(path.join(BIN, "initdb"))) throw new Error(`no PostgreSQL binaries in ${BIN} (set SOAK_PG_BIN)`);
  const dir = mkdtempSync(path.join(tmpdir(), "cs-soak-pg-"));
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  run(path.join(BIN, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    dir,
    start() {
      run(path.join(BIN, "pg_ctl"), ["-D", data, "-o", options, "-l", path.join(dir, "postgres.log"), "-w", "-t", "60", "start"]);
    },
    crash() {
      run(path.join(BIN, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
    },
    stop() {
      run(path.join(BIN, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"], true);
    },
    destroy() {
      cluster.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  run(path.join(BIN, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", database]);
  return cluster;
}
