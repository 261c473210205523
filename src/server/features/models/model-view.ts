/** An ai_models row as the API answers it, with what its connection says about it. */
import { missingSetting, type ConnectionRow } from "@/server/ai/connections/connection-secrets";
import { modelSummarySchema, type AiModel, type ModelConnectionStatus, type ModelSummary } from "@/shared/contracts/models";
import { messages } from "@/shared/messages";
import type { ModelRow } from "./models.repository";

export function connectionState(row: ModelRow, conn: ConnectionRow | undefined): { status: ModelConnectionStatus; message: string | null } {
  if (!conn) return { status: "missing", message: messages.models.connectionMissing };
  if (missingSetting(conn)) return { status: "missing", message: messages.models.connectionIncomplete };
  return { status: conn.status, message: conn.status === "failing" ? conn.statusMessage : null };
}

/** Whether generation may use the row's connection (it exists and has the key or URL its kind needs). */
export const isConnected = (conn: ConnectionRow | undefined): conn is ConnectionRow => Boolean(conn && !missingSetting(conn));

export function toModel(row: ModelRow, connections: Map<string, ConnectionRow>): AiModel {
  const conn = row.connectionId ? connections.get(row.connectionId) : undefined;
  const state = connectionState(row, conn);
  return {
    id: row.id,
    name: row.name,
    model_id: row.modelId,
    provider: row.provider,
    type: row.type,
    description: row.description,
    is_active: row.isActive,
    is_default: row.isDefault,
    provider_configured: isConnected(conn),
    offline: row.provider === "builtin",
    connection_id: row.connectionId,
    connection_name: conn?.name ?? null,
    connection_status: state.status,
    status_message: state.message,
    temperature: row.temperature,
    max_output_tokens: row.maxOutputTokens,
  };
}

const SUMMARY_FIELDS = Object.keys(modelSummarySchema.shape) as (keyof ModelSummary)[];

/** A user who is not an administrator: the model's name and whether it works, nothing of its connection. */
export function toModelSummary(row: ModelRow, connections: Map<string, ConnectionRow>): ModelSummary {
  const model = toModel(row, connections);
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, model[field]])) as ModelSummary;
}
