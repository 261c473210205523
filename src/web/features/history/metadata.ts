/** Metadata (spec §3) as label/value pairs for the detail dialog. */
export function metadataEntries(metadata: Record<string, unknown>): Array<{ key: string; value: string }> {
  return Object.entries(metadata).map(([key, value]) => ({ key, value: formatValue(value) }));
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value || "—";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value, null, 2);
}
