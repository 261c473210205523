import { randomBytes } from "node:crypto";
import pg from "pg";

/** A fresh PostgreSQL database for one benchmark run (never the server's own database), dropped afterwards. */
export function withScratchDatabase(adminUrl: string | undefined, prefix: string) {
  let admin: pg.Client | null = null;
  let name = "";
  return {
    async create(): Promise<string> {
      if (!adminUrl) throw new Error("no PostgreSQL URL");
      name = `${prefix}_${randomBytes(3).toString("hex")}`;
      admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async drop(): Promise<void> {
      if (!admin) return;
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
      admin = null;
    },
  };
}
