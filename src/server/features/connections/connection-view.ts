/** A connection as the API answers it: never a key or header value (only the key's last 4 characters). */
import { effectiveBaseUrl, type ConnectionRow } from "@/server/ai/connections/connection-secrets";
import type { AiConnection, ConnectionKind } from "@/shared/contracts/connections";

export function toConnection(row: ConnectionRow & { modelCount?: number }): AiConnection {
  return {
    id: row.id,
    kind: row.kind as ConnectionKind,
    name: row.name,
    base_url: row.baseUrl ?? effectiveBaseUrl(row.kind, null) ?? null,
    api_key_hint: row.apiKeySealed ? (row.apiKeyHint ?? "") : null,
    has_api_key: Boolean(row.apiKeySealed),
    header_names: row.headerNames ?? [],
    supports_structured_outputs: row.supportsStructuredOutputs,
    managed_by: row.managedBy,
    status: row.status,
    status_message: row.statusMessage,
    status_at: row.statusAt,
    model_count: row.modelCount ?? 0,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
