import { MAIL_QUEUE } from "@/server/jobs/mail-outbox";
import type { TestApp } from "./test-app";

/** Makes every mail job waiting for its retry due now (the queue's backoff runs on the database's clock). */
export async function mailJobsDueNow(t: TestApp) {
  await t.database.executeSql("update pgboss.job set start_after = now() where name = $1 and state = 'retry'", [MAIL_QUEUE]);
}
