/**
 * One process's operational state, shared by the health and metrics routes, the request edge and index.ts's
 * shutdown: where it is in its life (serving, draining, closed) and its Prometheus metrics.
 */
import type { Database } from "@/server/db/client";
import { createQueueRepository } from "@/server/jobs/queue.repository";
import { createLifecycle, type Lifecycle } from "./lifecycle";
import { createMetrics, type Metrics } from "./metrics";
import { createOpsRepository, latestMigrationOfBuild } from "./ops.repository";

export interface OpsRuntime {
  lifecycle: Lifecycle;
  metrics: Metrics;
  /** Whether the database has every migration of this build (true once seen: migrations never go back). */
  migrated(): Promise<boolean>;
}

/** With `metricsEnabled` false (no METRICS_TOKEN) nobody can scrape: the process is not sampled (requests are still counted). */
export function createOpsRuntime(database: Database, { metricsEnabled = true }: { metricsEnabled?: boolean } = {}): OpsRuntime {
  const repo = createOpsRepository(database);
  const wanted = latestMigrationOfBuild();
  let done = false;
  const metrics = createMetrics({ processMetrics: metricsEnabled });
  const queues = createQueueRepository(database);
  metrics.sources.queues = () => queues.stats();
  return {
    lifecycle: createLifecycle(),
    metrics,
    async migrated() {
      done ||= (await repo.latestAppliedMigration()) >= wanted;
      return done;
    },
  };
}
