import type { AppDeps, ServiceContext, ServiceRegistry } from "./app-env";
import { createSmtpTransport } from "./auth/mailer";
import { createMailOutbox } from "./jobs/mail-outbox";
import { useImageLimits } from "./lib/image-work";
import { createPgRateLimiter } from "./lib/rate-limit";
import { createSecretBox, type SecretBox } from "./lib/secrets";

/** The mail outbox of this process (the request deps and the publisher's failure notices share its queue). */
export function createMailer(ctx: ServiceContext, secrets: SecretBox, jobs: ServiceRegistry["jobs"]) {
  const { config, database, logger, clock } = ctx;
  return createMailOutbox({ db: database.db, secrets, clock, logger, transport: config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : null, queue: jobs });
}

/** The request dependencies of one server process (index.ts, tests and benchmarks build them the same way). */
export function createAppDeps(ctx: ServiceContext, services: ServiceRegistry): AppDeps {
  const { config, database, logger, clock } = ctx;
  const secrets = createSecretBox(config.secretsKey);
  useImageLimits(config.images);
  return {
    config,
    database,
    logger,
    clock,
    mailer: createMailer(ctx, secrets, services.jobs),
    rateLimiter: createPgRateLimiter(database.db, clock),
    secrets,
    services,
  };
}
