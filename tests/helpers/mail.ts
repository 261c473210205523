import { MAIL_QUEUE } from "@/server/jobs/mail-outbox";
import type { TestApp } from "./test-app";

/**
 * Makes every mail job waiting to run (new, or waiting for its retry) due now. pg-boss takes jobs with
 * `start_after < now()` on the database's clock: a retry waits its backoff, and on PGlite a job created in the
 * same millisecond as the fetch is not due yet, so tests that run the queue at once move the time back a second.
 */
export async function mailJobsDueNow(t: TestApp) {
  await t.database.executeSql("update pgboss.job set start_after = now() - interval '1 second' where name = $1 and state in ('created', 'retry')", [MAIL_QUEUE]);
}
