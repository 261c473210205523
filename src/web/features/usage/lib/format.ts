/** How the Usage screen writes its figures (en-US, like the rest of the app). */
export const formatCount = (n: number) => n.toLocaleString("en-US");

/** Dollars: cents from $1 up, more digits below so tiny local costs do not read as $0.00. */
export function formatCost(cost: number | null): string {
  if (cost === null) return "–";
  const digits = cost >= 1 || cost === 0 ? 2 : 4;
  return cost.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function formatLatency(ms: number | null): string {
  if (ms === null) return "–";
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}
