/**
 * `npm run backup -- --out <folder|file.tar.gz>` and `npm run restore -- --from <folder|file.tar.gz> [--force]`
 * (built: `node dist/server/backup.js backup|restore ...`). Uses the server's configuration (DATA_DIR,
 * DATABASE_URL, STORAGE_DRIVER and S3_*), so it reads and writes exactly what the server would.
 * Stop the server first when it runs on PGlite (one process owns its files); see docs/operations.md.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "@/server/config";
import { openDatabase } from "@/server/db/client";
import { createLogger } from "@/server/lib/logger";
import { restrictNewFiles } from "@/server/lib/private-files";
import { systemClock } from "@/server/lib/clock";
import { createStorage } from "@/server/storage/create-storage";
import { createBackup } from "./backup";
import { BackupError } from "./manifest";
import { restoreBackup } from "./restore";

const USAGE = `Usage:
  backup  --out <folder | file.tar.gz>     back up the database, the job queue, stored files and generated secrets
  restore --from <folder | file.tar.gz> [--force]
                                           restore into the configured database and storage (refuses a non-empty
                                           target without --force, and a backup of a newer schema)`;

/** The app's version from the nearest package.json above this file (src or dist). */
function appVersion(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, "package.json");
    if (existsSync(file)) return (JSON.parse(readFileSync(file, "utf8")) as { version?: string }).version ?? "unknown";
  }
  return "unknown";
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({ args: rest, options: { out: { type: "string" }, from: { type: "string" }, force: { type: "boolean", default: false } }, strict: true });
  if ((command !== "backup" && command !== "restore") || (command === "backup" && !values.out) || (command === "restore" && !values.from)) {
    console.error(USAGE);
    return 2;
  }
  // Whatever is written (the backup, restored files and secrets) is the server user's alone.
  restrictNewFiles();
  const config = loadConfig();
  const logger = createLogger(config.logLevel === "info" ? "warn" : config.logLevel);
  const log = (line: string) => console.info(line);
  const pgliteDir = path.join(config.dataDir, "pglite");
  if (command === "backup" && !config.databaseUrl && !existsSync(pgliteDir)) {
    console.error(`No database to back up: ${pgliteDir} does not exist (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir, poolSize: 2 });
  const storage = await createStorage({ config, database, logger, clock: systemClock });
  try {
    if (command === "backup") {
      await createBackup({ database, storage, dataDir: config.dataDir, out: values.out!, appVersion: appVersion(), log });
    } else {
      const result = await restoreBackup({ database, storage, dataDir: config.dataDir, from: values.from!, force: values.force, logger, log });
      log(`restored ${result.rows} rows and ${result.files} files into ${database.kind} and ${storage.driver} storage; start the server (it migrates if this version is newer)`);
    }
    return 0;
  } finally {
    await storage.close?.();
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof BackupError || err instanceof ConfigError) console.error(err.message);
    else console.error(err);
    process.exit(1);
  },
);
