/** Row selection of the history table, limited to the rows on screen. */
export type Selection = ReadonlySet<string>;

export type SelectAllState = boolean | "indeterminate";

export function toggleOne(selection: Selection, id: string, on: boolean): Selection {
  const next = new Set(selection);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** Select-all selects every visible row, or clears them when all are already selected. */
export function toggleAll(selection: Selection, visibleIds: readonly string[], on: boolean): Selection {
  const next = new Set(selection);
  for (const id of visibleIds) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Only rows still on screen count (a search or a delete may have removed some). */
export function visibleSelected(selection: Selection, visibleIds: readonly string[]): string[] {
  return visibleIds.filter((id) => selection.has(id));
}

export function selectAllState(selection: Selection, visibleIds: readonly string[]): SelectAllState {
  const n = visibleSelected(selection, visibleIds).length;
  if (n === 0) return false;
  return n === visibleIds.length ? true : "indeterminate";
}
