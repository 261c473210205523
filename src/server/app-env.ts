/**
 * The dependency container's types, and nothing else (issue 23): what a request handler, a service factory and a
 * worker may reach. Every import is `import type`, from modules that never import this file back, so any module
 * may name these types without an import circle. services.ts and deps.ts build the values (the composition root);
 * lib/ and db/ never import this file (they sit below it).
 */
import type { OpsRuntime } from "./ops/ops-runtime";
import type { AiGateway } from "./ai/ai-gateway";
import type { LocalModels } from "./ai/local/local-models";
import type { SessionGuard } from "./auth/sessions";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Membership } from "./db/memberships";
import type { Publisher } from "./features/publishing/publisher";
import type { Webhooks } from "./features/webhooks/webhooks.service";
import type { MailOutbox } from "./jobs/mail-outbox";
import type { JobQueue } from "./jobs/queue-types";
import type { Clock } from "./lib/clock";
import type { Logger } from "./lib/logger";
import type { RefundingRateLimiter } from "./lib/rate-limit";
import type { SecretBox } from "./lib/secrets";
import type { RealtimeHub } from "./realtime/hub";
import type { Storage } from "./storage/storage";
import type { ApiKeyScope } from "@/shared/contracts/api-keys";

export interface AuthUser {
  id: string;
  email: string;
  role: "user" | "admin";
  /** The session the access token belongs to (set by requireUser). */
  sessionId?: string;
  /** Set when the caller is an API key (issue 29): it acts as this user in its one workspace, capped by its scopes. */
  apiKey?: { id: string; workspaceId: string; scopes: readonly ApiKeyScope[] };
}

/** The workspace a request acts in and the caller's role there (src/server/http/workspace-scope.ts). */
export type WorkspaceScope = Membership;

/** What every long-lived service is built from (services.ts). */
export interface ServiceContext {
  config: Config;
  database: Database;
  logger: Logger;
  clock: Clock;
}

/** Long-lived services that features share; tests may pass overrides (a failing storage, a gateway on a fake upstream). */
export interface ServiceRegistry {
  storage?: Storage;
  ai?: AiGateway;
  realtime?: RealtimeHub;
  /** Whether an access token's session is still open (cached, dropped across instances over pg_notify). */
  sessions?: SessionGuard;
  /** The embedded local models (downloads, the node-llama-cpp child process). */
  localModels?: LocalModels;
  /** The PostgreSQL job queue (pg-boss): background work, exactly once across instances. */
  jobs?: JobQueue;
  /** Scheduled publishing to Bluesky, Mastodon and webhooks, run by the job queue. */
  publisher?: Publisher;
  /** Outgoing webhooks of the workspaces (events, signed deliveries with retries), run by the job queue. */
  webhooks?: Webhooks;
  /** Readiness, draining and the Prometheus metrics of this process (src/server/ops). */
  ops?: OpsRuntime;
}

/** Everything a request handler may use; built once by index.ts (or a test) through deps.ts and given to createApp. */
export interface AppDeps extends ServiceContext {
  /** Queues mail (send) with its delivery job; jobs/workers.ts works the mail queue. */
  mailer: MailOutbox;
  rateLimiter: RefundingRateLimiter;
  /** Encrypts credentials stored in the database (AES-256-GCM). */
  secrets: SecretBox;
  /** Feature services (AI gateway, storage, realtime hub, ...) registered by their modules. */
  services: ServiceRegistry;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user: AuthUser;
    workspace: WorkspaceScope;
    requestId: string;
    log: Logger;
  };
};
