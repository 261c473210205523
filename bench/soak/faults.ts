/** The faults, each a pair of actions: inject, then (after the plan's length) heal, returning when it has healed. */
import type { Instance } from "./instances";
import type { FaultName } from "./plan";
import type { Cluster } from "./postgres";
import type { AiUpstream, S3Server, SmtpCatcher } from "./services";

export interface Fault {
  label: string;
  inject(): Promise<void>;
  heal(): Promise<void>;
}

export function faults(ctx: { cluster: Cluster; smtp: SmtpCatcher; s3: S3Server; ai: AiUpstream; victim: Instance }): Record<FaultName, Fault> {
  return {
    postgres: {
      label: "PostgreSQL crashed (immediate shutdown) and restarted",
      inject: async () => ctx.cluster.crash(),
      heal: async () => ctx.cluster.start(),
    },
    smtp: { label: "SMTP server down", inject: () => ctx.smtp.down(), heal: () => ctx.smtp.up() },
    instance: {
      label: `instance ${ctx.victim.name} killed (SIGKILL), then started again`,
      inject: async () => ctx.victim.kill(),
      heal: () => ctx.victim.start(),
    },
    s3: { label: "S3 server down", inject: () => ctx.s3.down(), heal: () => ctx.s3.up() },
    ai: { label: "AI upstream answering 500", inject: () => ctx.ai.down(), heal: () => ctx.ai.up() },
  };
}
