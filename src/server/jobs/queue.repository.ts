/**
 * The SQL this app runs on pg-boss's own tables (its API has neither): what the metrics read per queue, and the
 * hand-back of jobs a stopping process still holds.
 */
import type { Database } from "@/server/db/client";

/** pg-boss's tables live in their own schema. */
export const QUEUE_SCHEMA = "pgboss";

/** One queue as the metrics show it. */
export interface QueueStat {
  queue: string;
  /** Due jobs waiting for a worker (created or retrying, start time passed). */
  waiting: number;
  /** Jobs a worker holds now. */
  active: number;
  /** Jobs due later (scheduled posts, retries after their delay). */
  scheduled: number;
  /** Seconds the oldest due job has waited since it became due (0 when none waits). */
  oldestWaitingSeconds: number;
}

const WAITING = `j.state in ('created', 'retry')`;

const QUEUE_STATS = `
  select q.name as queue,
    count(j.id) filter (where ${WAITING} and j.start_after <= now()) as waiting,
    count(j.id) filter (where j.state = 'active') as active,
    count(j.id) filter (where ${WAITING} and j.start_after > now()) as scheduled,
    coalesce(extract(epoch from now() - min(j.start_after) filter (where ${WAITING} and j.start_after <= now())), 0) as oldest
  from ${QUEUE_SCHEMA}.queue q
  left join ${QUEUE_SCHEMA}.job j on j.name = q.name and j.state < 'completed'
  group by q.name
  order by q.name`;

/**
 * Back to waiting, due now, without counting a retry (the job did not fail: its process stopped). pg-boss's
 * fetch counts a retry only for a job with a start time, so that is cleared too.
 */
const RELEASE_ACTIVE = `
  update ${QUEUE_SCHEMA}.job set state = 'retry', start_after = now(), started_on = null
  where name = $1 and id = any($2::uuid[]) and state = 'active'`;

export function createQueueRepository(database: Database) {
  return {
    async stats(): Promise<QueueStat[]> {
      const { rows } = await database.executeSql(QUEUE_STATS, []);
      return rows.map((r) => ({
        queue: String(r.queue),
        waiting: Number(r.waiting),
        active: Number(r.active),
        scheduled: Number(r.scheduled),
        oldestWaitingSeconds: Number(r.oldest),
      }));
    },
    async releaseActive(queue: string, ids: string[]): Promise<void> {
      if (ids.length) await database.executeSql(RELEASE_ACTIVE, [queue, ids]);
    },
  };
}
