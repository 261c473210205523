/**
 * Prometheus metrics of one server process (GET /api/metrics, docs/operations.md "Watching it"). One registry per
 * process (tests build several apps in one process, so nothing goes in prom-client's global registry). Labels are
 * bounded: a request is labelled with its route's template (`/api/prompts/:id`), never its URL; AI calls with the
 * catalogue's model id and provider; publishing with the platform.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { UsageRecord } from "@/server/ai/ai.repository";
import type { QueueStat } from "@/server/jobs/queue.repository";

export type PublishOutcome = "published" | "failed" | "missed" | "retry" | "released";

export interface MetricSources {
  /** Read on each scrape (src/server/jobs/queue.repository.ts). */
  queues?: () => Promise<QueueStat[]>;
  /** Open WebSockets of the realtime hub. */
  realtimeSockets?: () => number;
  /** Open TCP connections of the HTTP server. */
  httpConnections?: () => number;
  /** Responses still being sent (streams included). */
  inFlight?: () => number;
}

export const METRIC_PREFIX = "cs_";

/** Latency buckets (seconds) from a cached read (ms) to a long generation (a minute and more). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
const AI_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];

/** `processMetrics`: sample memory, CPU, GC and the event loop too (only worth it when someone scrapes). */
export function createMetrics({ processMetrics = true }: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  // Memory, CPU, handles, GC and event-loop delay (nodejs_eventloop_lag_*), sampled by prom-client.
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX, eventLoopMonitoringPrecision: 20 });
  const sources: MetricSources = {};

  const httpRequests = new Counter({
    name: `${METRIC_PREFIX}http_requests_total`,
    help: "HTTP requests answered, by method, route template and status class (2xx, 3xx, 4xx, 5xx).",
    labelNames: ["method", "route", "status_class"] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: "Time to the response's headers, by method and route template (a stream's body may run longer).",
    labelNames: ["method", "route"] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const aiCalls = new Counter({
    name: `${METRIC_PREFIX}ai_calls_total`,
    help: "AI calls through the gateway, by model, provider, operation and outcome (ok, error).",
    labelNames: ["model", "provider", "operation", "outcome"] as const,
    registers: [registry],
  });
  const aiErrors = new Counter({
    name: `${METRIC_PREFIX}ai_call_errors_total`,
    help: "Failed AI calls by model, provider and error code (ai_timeout, ai_invalid_response, client_closed...).",
    labelNames: ["model", "provider", "code"] as const,
    registers: [registry],
  });
  const aiTokens = new Counter({
    name: `${METRIC_PREFIX}ai_tokens_total`,
    help: "Tokens the providers reported, by model, provider and direction (input, output).",
    labelNames: ["model", "provider", "direction"] as const,
    registers: [registry],
  });
  const aiLatency = new Histogram({
    name: `${METRIC_PREFIX}ai_upstream_duration_seconds`,
    help: "Time of one AI call upstream (a whole stream for streamed calls), by model and provider.",
    labelNames: ["model", "provider"] as const,
    buckets: AI_BUCKETS,
    registers: [registry],
  });
  const publishOutcomes = new Counter({
    name: `${METRIC_PREFIX}publish_outcomes_total`,
    help: "Publishing attempts by platform and outcome (published, failed, missed, retry, released at shutdown).",
    labelNames: ["platform", "outcome"] as const,
    registers: [registry],
  });

  const queueGauge = (name: string, help: string, pick: (s: QueueStat) => number) =>
    new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames: ["queue"] as const,
      registers: [registry],
      async collect() {
        this.reset();
        // A failed read leaves the gauges empty for this scrape (absent, not zero: an alert on absence sees it).
        const stats = await sources.queues?.().catch(() => []);
        for (const s of stats ?? []) this.set({ queue: s.queue }, pick(s));
      },
    });
  queueGauge("queue_waiting_jobs", "Due jobs waiting for a worker, per queue.", (s) => s.waiting);
  queueGauge("queue_active_jobs", "Jobs a worker holds now, per queue.", (s) => s.active);
  queueGauge("queue_scheduled_jobs", "Jobs due later (scheduled posts, delayed retries), per queue.", (s) => s.scheduled);
  queueGauge("queue_oldest_waiting_seconds", "How long the oldest due job has waited for a worker, per queue.", (s) => s.oldestWaitingSeconds);

  const valueGauge = (name: string, help: string, read: () => number | undefined) =>
    new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      registers: [registry],
      collect() {
        this.set(read() ?? 0);
      },
    });
  valueGauge("realtime_sockets", "Open realtime WebSockets of this process.", () => sources.realtimeSockets?.());
  valueGauge("http_open_connections", "Open HTTP connections (keep-alive included) of this process.", () => sources.httpConnections?.());
  valueGauge("http_in_flight_requests", "Responses being sent now, streams included.", () => sources.inFlight?.());

  return {
    registry,
    /** Where the gauges read from; set by index.ts once the server and its services exist. */
    sources,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      httpRequests.inc({ method, route, status_class: `${Math.floor(status / 100)}xx` });
      httpDuration.observe({ method, route }, seconds);
    },
    observeAi(row: UsageRecord) {
      const labels = { model: row.model, provider: row.provider };
      aiCalls.inc({ ...labels, operation: row.operation, outcome: row.outcome });
      if (row.outcome === "error") aiErrors.inc({ ...labels, code: row.errorCode ?? "unknown" });
      if (row.tokensIn) aiTokens.inc({ ...labels, direction: "input" }, row.tokensIn);
      if (row.tokensOut) aiTokens.inc({ ...labels, direction: "output" }, row.tokensOut);
      aiLatency.observe(labels, row.latencyMs / 1000);
    },
    observePublish(platform: string, outcome: PublishOutcome) {
      publishOutcomes.inc({ platform, outcome });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
