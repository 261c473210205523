import {
  CONNECTION_KIND_LABELS,
  CONNECTION_KIND_SPECS,
  type AiConnection,
  type CreateConnectionBody,
  type UpdateConnectionBody,
  type UserConnectionKind,
} from "@/shared/contracts/connections";
import { connectionCopy } from "../copy";

/** What the Add/Edit dialog holds: text as typed, turned into a request body on save. */
export interface ConnectionFormValues {
  kind: UserConnectionKind;
  name: string;
  baseUrl: string;
  apiKey: string;
  removeKey: boolean;
  headers: string;
  removeHeaders: boolean;
  structured: boolean;
}

export function initialValues(kind: UserConnectionKind, editing?: AiConnection): ConnectionFormValues {
  if (editing) {
    return {
      kind: editing.kind as UserConnectionKind,
      name: editing.name,
      baseUrl: editing.base_url ?? "",
      apiKey: "",
      removeKey: false,
      headers: "",
      removeHeaders: false,
      structured: editing.supports_structured_outputs,
    };
  }
  const spec = CONNECTION_KIND_SPECS[kind];
  return {
    kind,
    name: CONNECTION_KIND_LABELS[kind],
    baseUrl: spec.baseUrl === "required" ? (spec.defaultBaseUrl ?? "") : "",
    apiKey: "",
    removeKey: false,
    headers: "",
    removeHeaders: false,
    structured: spec.structuredOutputsDefault,
  };
}

/** "Name: value" per line into a record; throws the line that is not a header. */
export function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(":");
    const name = colon > 0 ? line.slice(0, colon).trim() : "";
    if (!name) throw new Error(connectionCopy.dialog.headersInvalid(line));
    headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The POST body of a new connection: empty fields are left out so the server applies the kind's defaults. */
export function createBody(v: ConnectionFormValues): CreateConnectionBody {
  const spec = CONNECTION_KIND_SPECS[v.kind];
  const headers = spec.headers ? parseHeaders(v.headers) : {};
  return {
    kind: v.kind,
    name: v.name.trim(),
    ...(spec.baseUrl !== "none" && v.baseUrl.trim() ? { base_url: v.baseUrl.trim() } : {}),
    ...(v.apiKey.trim() ? { api_key: v.apiKey.trim() } : {}),
    ...(Object.keys(headers).length ? { headers } : {}),
    supports_structured_outputs: v.structured,
  };
}

/** The PATCH body of an edit: only what changed; an empty key or header field keeps the saved one. */
export function updateBody(v: ConnectionFormValues, before: AiConnection): UpdateConnectionBody {
  const spec = CONNECTION_KIND_SPECS[v.kind];
  const body: UpdateConnectionBody = {};
  if (v.name.trim() !== before.name) body.name = v.name.trim();
  if (spec.baseUrl !== "none" && v.baseUrl.trim() !== (before.base_url ?? "")) body.base_url = v.baseUrl.trim() || null;
  if (v.apiKey.trim()) body.api_key = v.apiKey.trim();
  else if (v.removeKey) body.api_key = null;
  if (spec.headers) {
    const headers = parseHeaders(v.headers);
    if (Object.keys(headers).length) body.headers = headers;
    else if (v.removeHeaders) body.headers = null;
  }
  if (v.structured !== before.supports_structured_outputs) body.supports_structured_outputs = v.structured;
  return body;
}
