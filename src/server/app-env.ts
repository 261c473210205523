import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Clock } from "./lib/clock";
import type { Logger } from "./lib/logger";
import type { MailOutbox } from "./jobs/mail-outbox";
import type { RefundingRateLimiter } from "./lib/rate-limit";
import type { SecretBox } from "./lib/secrets";
import type { ServiceRegistry } from "./services";

export interface AuthUser {
  id: string;
  email: string;
  role: "user" | "admin";
  /** The session the access token belongs to (set by requireUser). */
  sessionId?: string;
}

/** Everything a request handler may use; built once by index.ts (or a test) and given to createApp. */
export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Queues mail (send) with its delivery job; jobs/workers.ts works the mail queue. */
  mailer: MailOutbox;
  clock: Clock;
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
    requestId: string;
    log: Logger;
  };
};
