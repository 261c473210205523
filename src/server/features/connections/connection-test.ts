/**
 * "Test connection" and model discovery: the provider's own list, or its own error in plain words (the same
 * wording generation uses). The outcome is kept as the connection's status for Settings and the badge.
 */
import { discoverModels, DiscoveryError, type ProviderModel } from "@/server/ai/connections/discovery";
import { openConnection, type ConnectionRow } from "@/server/ai/connections/connection-secrets";
import { BUILTIN_MODELS } from "@/server/ai/model-catalog";
import type { Logger } from "@/server/lib/logger";
import type { SecretBox } from "@/server/lib/secrets";
import { messages } from "@/shared/messages";

const g = messages.generation;
const m = messages.connections;

export type DiscoveryOutcome = { ok: true; models: ProviderModel[]; message: string } | { ok: false; status: number | null; message: string };

/** The provider's error as the user reads it. */
export function describeFailure(conn: ConnectionRow, err: DiscoveryError): string {
  if (err.status === null) return g.upstreamUnreachable(conn.name, err.reason);
  if (err.status === 401 || err.status === 403) return g.upstreamKeyRefused(conn.name, err.status, err.reason);
  if (err.status === 404) return g.upstreamNotFound(conn.name, err.status, err.reason);
  if (err.status >= 200 && err.status < 300) return m.badAnswer(conn.name, err.reason);
  return g.upstreamRejectedReason(conn.name, err.status, err.reason);
}

export async function runDiscovery(conn: ConnectionRow, deps: { secrets: SecretBox; logger: Logger; hasLocalRuntime: boolean }): Promise<DiscoveryOutcome> {
  if (conn.kind === "builtin") {
    const models = BUILTIN_MODELS.map((b) => ({ model_id: b.model_id, name: b.name, type: b.type, description: b.description }));
    return { ok: true, models, message: m.builtinOk };
  }
  if (conn.kind === "local") {
    return deps.hasLocalRuntime ? { ok: true, models: [], message: m.localOk } : { ok: false, status: null, message: g.localRuntimeMissing };
  }
  try {
    const models = await discoverModels(openConnection(conn, deps.secrets));
    return { ok: true, models, message: conn.kind === "replicate" ? m.testOkNoList : m.testOk(models.length) };
  } catch (err) {
    if (!(err instanceof DiscoveryError)) throw err;
    // Status and body for the operator; the body was masked of the connection's secrets.
    deps.logger.warn({ connection: conn.name, kind: conn.kind, upstream_status: err.status, upstream_body: err.body?.slice(0, 2000), reason: err.reason }, "AI connection test failed");
    return { ok: false, status: err.status, message: describeFailure(conn, err) };
  }
}
