import { createRow, currentPost, definedOnly, hasContent, hasPost, initialRows, isBlankRow, type PostRow, type RowInput, type VersionMade } from "./post-row";

/**
 * The row state machine of spec §4 "Post row". Pure: ids and timestamps come in with the actions, so the same
 * actions always give the same rows.
 */
export type RowsAction =
  | { type: "add"; ids: string[]; input?: RowInput; origin?: string }
  | { type: "remove"; id: string; blankId?: string }
  /** Puts a deleted row back where it was (Undo). */
  | { type: "restore"; row: PostRow; index: number }
  | { type: "update"; id: string; input: RowInput }
  /** Sets the input of rows that have none: `promptId`/`modelId` are only applied where the row has no choice yet. */
  | { type: "fillBlank"; ids: string[]; inputs: RowInput[] }
  | { type: "applyPrompt"; promptId: string; newId: string }
  | { type: "start"; id: string }
  | { type: "stream"; id: string; text: string }
  /**
   * `before`: the shown version's text before an edit. Co-editing writes the shared text into the shown version as
   * it is typed, so saving it as a new version puts the text it started from back in place first.
   */
  | { type: "succeed"; id: string; content: string; timestamp: string; imageUrls?: string[]; before?: string; made?: VersionMade }
  | { type: "fail"; id: string }
  /** Ends loading early (stopped, or a stream that broke): the text written so far stays with the note. */
  | { type: "interrupt"; id: string; note: string }
  /** Stops loading without a new version (an expanded input text). */
  | { type: "idle"; id: string }
  | { type: "selectVersion"; id: string; index: number }
  | { type: "linkHistory"; id: string; content: string; historyId: string }
  | { type: "insertAlternatives"; sourceId: string; ids: string[] }
  | { type: "fillAlternative"; id: string; content: string; timestamp: string }
  | { type: "removeRows"; ids: string[]; blankId?: string }
  | { type: "reset"; blankId?: string }
  | { type: "replace"; rows: PostRow[]; blankId?: string }
  /**
   * Drafts as the server has them (loaded, changed by another tab or member, merged after a conflict): each row's
   * durable fields are replaced and what lives only in this tab (loading, streamed text, files picked here) stays;
   * a draft new here is placed by its position. `dropBlank` also removes empty rows the server never had (a page
   * that opened before its drafts arrived); `sort` orders the rows by `positions` (after a reorder).
   */
  | {
      type: "applyDrafts";
      drafts: AppliedDraft[];
      removed: string[];
      positions: Record<string, number>;
      dropBlank?: boolean;
      sort?: boolean;
      blankId?: string;
    };

/** A draft's durable fields, as a row of this page. */
export type AppliedDraft = { id: string; fields: Omit<PostRow, "id" | "isLoading" | "streamingText" | "interruption"> };

const patch = (rows: PostRow[], id: string, change: (row: PostRow) => PostRow) => rows.map((row) => (row.id === id ? change(row) : row));

function appendVersion(row: PostRow, content: string, timestamp: string, made?: VersionMade): PostRow {
  // The same text again (a regenerate that came out identical) shows the version it already is, not a copy.
  const same = row.versions.findIndex((v) => v.content === content);
  if (same >= 0) return { ...row, currentVersionIndex: same, generatedPost: content, isLoading: false, streamingText: "", interruption: undefined };
  const versions = [...row.versions, { content, timestamp, ...made }];
  return { ...row, versions, currentVersionIndex: versions.length - 1, generatedPost: content, isLoading: false, streamingText: "", interruption: undefined };
}

function restoreShown(row: PostRow, before: string): PostRow {
  const index = row.currentVersionIndex;
  if (row.versions[index] === undefined || row.versions[index].content === before) return row;
  return { ...row, versions: row.versions.map((v, i) => (i === index ? { ...v, content: before } : v)) };
}

export function rowsReducer(rows: PostRow[], action: RowsAction): PostRow[] {
  switch (action.type) {
    case "add":
      return [...rows, ...action.ids.map((id) => ({ ...createRow(id, action.input), ...(action.origin ? { origin: action.origin } : {}) }))];
    case "remove": {
      const left = rows.filter((row) => row.id !== action.id);
      return left.length > 0 ? left : initialRows(action.blankId);
    }
    case "restore": {
      if (rows.some((row) => row.id === action.row.id)) return rows;
      // The untouched first row that stood in for an emptied page gives way to the row coming back.
      const kept = rows.length === 1 && isBlankRow(rows[0]) ? [] : rows;
      const at = Math.min(Math.max(0, action.index), kept.length);
      return [...kept.slice(0, at), { ...action.row, isLoading: false, streamingText: "", interruption: undefined }, ...kept.slice(at)];
    }
    case "update":
      return patch(rows, action.id, (row) => ({ ...row, ...definedOnly(action.input) }));
    case "fillBlank": {
      const queue = [...action.inputs];
      const filled = rows.map((row) => {
        if (queue.length === 0 || !isBlankRow(row)) return row;
        const input = queue.shift()!;
        return {
          ...row,
          ...definedOnly(input),
          selectedPromptId: row.selectedPromptId || input.selectedPromptId || "",
          selectedModelId: row.selectedModelId || input.selectedModelId || "",
        };
      });
      return [...filled, ...action.ids.slice(0, queue.length).map((id, i) => createRow(id, queue[i]))];
    }
    case "applyPrompt": {
      const targets = rows.filter((row) => !row.isLoading && !row.selectedPromptId);
      if (targets.length === 0) return [...rows, createRow(action.newId, { selectedPromptId: action.promptId })];
      return rows.map((row) => (targets.includes(row) ? { ...row, selectedPromptId: action.promptId } : row));
    }
    case "start":
      return patch(rows, action.id, (row) => ({ ...row, isLoading: true, streamingText: "", interruption: undefined }));
    case "stream":
      return patch(rows, action.id, (row) => (row.isLoading ? { ...row, streamingText: action.text } : row));
    case "succeed":
      return patch(rows, action.id, (row) => ({
        ...appendVersion(action.before === undefined ? row : restoreShown(row, action.before), action.content, action.timestamp, action.made),
        imageUrls: action.imageUrls ?? row.imageUrls,
      }));
    case "fail":
    case "idle":
      return patch(rows, action.id, (row) => ({ ...row, isLoading: false, streamingText: "", interruption: undefined }));
    case "interrupt":
      return patch(rows, action.id, (row) => ({ ...row, isLoading: false, interruption: action.note }));
    case "linkHistory":
      return patch(rows, action.id, (row) => ({
        ...row,
        versions: row.versions.map((v) => (v.content === action.content ? { ...v, historyId: action.historyId } : v)),
      }));
    case "selectVersion":
      return patch(rows, action.id, (row) => {
        if (row.versions.length === 0) return row;
        const index = Math.min(Math.max(0, action.index), row.versions.length - 1);
        return { ...row, currentVersionIndex: index, generatedPost: row.versions[index].content };
      });
    case "insertAlternatives": {
      const at = rows.findIndex((row) => row.id === action.sourceId);
      if (at === -1 || action.ids.length === 0) return rows;
      const source = rows[at];
      const total = action.ids.length;
      const placeholders = action.ids.map((id, i) => ({
        ...createRow(id, {
          contentType: "text",
          textContent: source.textContent.trim() || currentPost(source),
          selectedPromptId: source.selectedPromptId,
          selectedModelId: source.selectedModelId,
          additionalContext: source.additionalContext,
          selectedImages: source.selectedImages,
        }),
        isLoading: true,
        isAlternative: true,
        alternativeIndex: i + 1,
        totalAlternatives: total,
      }));
      return [...rows.slice(0, at + 1), ...placeholders, ...rows.slice(at + 1)];
    }
    case "fillAlternative":
      return patch(rows, action.id, (row) => appendVersion(row, action.content, action.timestamp));
    case "removeRows": {
      const left = rows.filter((row) => !action.ids.includes(row.id));
      return left.length > 0 ? left : initialRows(action.blankId);
    }
    case "reset":
      return initialRows(action.blankId);
    case "replace":
      return action.rows.length > 0 ? action.rows : initialRows(action.blankId);
    case "applyDrafts":
      return applyDrafts(rows, action);
  }
}

function applyDrafts(rows: PostRow[], action: Extract<RowsAction, { type: "applyDrafts" }>): PostRow[] {
  const removed = new Set(action.removed);
  const incoming = new Map(action.drafts.map((d) => [d.id, d.fields]));
  const unsavedBlank = (row: PostRow) => !(row.id in action.positions) && isBlankRow(row);
  // Empty rows give way to the drafts that arrived; a page left with nothing keeps its empty row.
  const dropBlank = action.dropBlank && (action.drafts.length > 0 || rows.some((row) => !removed.has(row.id) && !unsavedBlank(row)));
  let next = rows
    .filter((row) => !removed.has(row.id) && !(dropBlank && unsavedBlank(row)))
    .map((row) => {
      const fields = incoming.get(row.id);
      if (!fields) return row;
      incoming.delete(row.id);
      // Files picked on this device are not part of a draft: they stay with the row here.
      return { ...row, ...fields, files: [...fields.files, ...row.files.filter((file) => file.kind === "local")] };
    });
  const at = (id: string) => action.positions[id];
  for (const [id, fields] of incoming) {
    const position = at(id) ?? Number.POSITIVE_INFINITY;
    const index = next.findIndex((row) => (at(row.id) ?? Number.NEGATIVE_INFINITY) > position);
    const row: PostRow = { ...createRow(id), ...fields };
    next = index === -1 ? [...next, row] : [...next.slice(0, index), row, ...next.slice(index)];
  }
  if (action.sort) {
    // Rows without a position (new here, not yet saved) stay right after the row before them.
    let previous = Number.NEGATIVE_INFINITY;
    const keyed = next.map((row, i) => {
      previous = at(row.id) ?? previous;
      return { row, key: previous, i };
    });
    next = keyed.sort((a, b) => a.key - b.key || a.i - b.i).map((k) => k.row);
  }
  return next.length > 0 ? next : initialRows(action.blankId);
}

/**
 * Which rows "Create Content" handles (spec §4): no post yet, content, a prompt. Rows with content but no prompt
 * block the run ('Please select prompts for all content before generating').
 */
export function bulkPlan(rows: PostRow[]): { eligible: PostRow[]; missingPrompt: PostRow[] } {
  const pending = rows.filter((row) => !row.isLoading && !hasPost(row) && hasContent(row));
  return {
    eligible: pending.filter((row) => row.selectedPromptId !== ""),
    missingPrompt: pending.filter((row) => row.selectedPromptId === ""),
  };
}

/** The 1-based position users see in the table: how messages name a row. */
export const rowNumber = (rows: PostRow[], id: string) => rows.findIndex((row) => row.id === id) + 1;
