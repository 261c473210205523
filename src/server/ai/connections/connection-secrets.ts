/**
 * A connection row with its secrets opened, for the code that calls the provider. Keys and header values are
 * sealed with the row id as context, so a sealed value copied into another row does not open there.
 */
import type { aiConnections } from "@/server/db/schema";
import type { SecretBox } from "@/server/lib/secrets";
import { CONNECTION_KIND_SPECS, type ConnectionKind, type UserConnectionKind } from "@/shared/contracts/connections";

export type ConnectionRow = typeof aiConnections.$inferSelect;

export interface OpenedConnection {
  id: string;
  kind: ConnectionKind;
  name: string;
  /** The URL calls go to (the kind's public default when none was given). */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  headers: Record<string, string>;
  supportsStructuredOutputs: boolean;
}

export const keyContext = (id: string) => `ai_connection:${id}:api_key`;
export const headersContext = (id: string) => `ai_connection:${id}:headers`;

export function isUserKind(kind: string): kind is UserConnectionKind {
  return kind in CONNECTION_KIND_SPECS;
}

/** The base URL a kind calls: the given one, else its public default (none for local servers). */
export function effectiveBaseUrl(kind: string, baseUrl: string | null | undefined): string | undefined {
  const given = baseUrl?.trim().replace(/\/+$/, "");
  if (given) return given;
  return isUserKind(kind) ? CONNECTION_KIND_SPECS[kind].defaultBaseUrl?.replace(/\/+$/, "") : undefined;
}

export function openConnection(row: ConnectionRow, secrets: SecretBox): OpenedConnection {
  const headers = row.headersSealed ? (JSON.parse(secrets.open(row.headersSealed, headersContext(row.id))) as Record<string, string>) : {};
  return {
    id: row.id,
    kind: row.kind as ConnectionKind,
    name: row.name,
    baseUrl: effectiveBaseUrl(row.kind, row.baseUrl),
    apiKey: row.apiKeySealed ? secrets.open(row.apiKeySealed, keyContext(row.id)) : undefined,
    headers,
    supportsStructuredOutputs: row.supportsStructuredOutputs,
  };
}

/** Why a connection cannot be called as it is (a required key or URL missing), or undefined when it can. */
export function missingSetting(row: Pick<ConnectionRow, "kind" | "baseUrl" | "apiKeySealed">): "api_key" | "base_url" | undefined {
  if (!isUserKind(row.kind)) return undefined;
  const spec = CONNECTION_KIND_SPECS[row.kind];
  if (spec.apiKey === "required" && !row.apiKeySealed) return "api_key";
  if (spec.baseUrl === "required" && !row.baseUrl) return "base_url";
  return undefined;
}

/** Replaces every occurrence of the connection's secrets in a text (provider error bodies may echo a key). */
export function maskSecrets(text: string, conn: Pick<OpenedConnection, "apiKey" | "headers"> | undefined): string {
  if (!conn) return text;
  let out = text;
  const secrets = [conn.apiKey, ...Object.values(conn.headers)].filter((s): s is string => Boolean(s && s.length >= 4));
  for (const secret of secrets) out = out.split(secret).join("••••");
  return out;
}
