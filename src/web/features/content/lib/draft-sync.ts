import type { Draft, DraftChangedPayload, DraftData, DraftPage, DraftsReorderedPayload } from "@/shared/contracts/drafts";
import { ApiError, errorMessage } from "@/web/lib/api-error";
import type { DraftsApi } from "../api/drafts";
import { type CacheStorage, type DraftCache, type OutboxEntry, readDraftCache, type ServerDraft, writeDraftCache } from "./draft-cache";
import { mergeDraft, sameDraftData } from "./draft-merge";
import { toStoredRow } from "./persistence";
import { createRow, isBlankRow, isUuid, type PostRow } from "./post-row";
import type { AppliedDraft, RowsAction } from "./rows-reducer";

/**
 * Keeps a content page's rows and the workspace's drafts of that page in step (issue 25 point 4).
 *
 * - Every change of the rows (`track`) lands at once in the outbox of this browser's cache (draft-cache.ts), so it
 *   survives a reload, and is sent after `debounceMs` of quiet: a POST for a row new on the server (its id is the
 *   row's uuid), a PATCH naming the version it was made on, a DELETE for a removed row. Only what a draft holds
 *   goes (DraftData): loading and streamed text never; a page of one untouched row keeps nothing.
 * - A 409 (the row changed elsewhere) is merged field by field with the row as it is now (draft-merge.ts), shown,
 *   and sent again on the new version. A network failure keeps the outbox and tries again when the browser is
 *   back online (or after `retryMs`). Any other failure (too large, not allowed) is kept on the row with its
 *   reason until `retry`.
 * - Another tab's, device's or member's change (`receive`, from the workspace channel) is applied to the row; one
 *   this tab still has unsent edits on is merged, never overwritten. An event for a version this tab already has
 *   (its own write coming back) is ignored.
 */
export type SyncStatus = "loading" | "saving" | "saved" | "offline" | "failed";

export interface SyncState {
  status: SyncStatus;
  /** Changes in the outbox not yet on the server. */
  pending: number;
  /** Rows whose last save was refused, with the reason. */
  failures: Record<string, string>;
  /** The page's drafts could not be loaded (shown; the cached rows stay usable). */
  loadError: string | null;
}

export interface DraftSyncOptions {
  api: DraftsApi;
  page: DraftPage;
  cacheKey: string;
  storage?: CacheStorage | null;
  /** Applies a change to the page's rows (the row store's dispatch). */
  dispatch: (action: RowsAction) => void;
  getRows: () => PostRow[];
  onState: (state: SyncState) => void;
  /** A viewer's page: nothing is sent. */
  readOnly?: () => boolean;
  debounceMs?: number;
  retryMs?: number;
  now?: () => string;
  newId?: () => string;
}

export const SYNC_DEBOUNCE_MS = 400;
const RETRY_MS = 5000;
/** A row changed elsewhere on every attempt: give up for this round after so many merges (the next change tries again). */
const MAX_CONFLICTS_PER_FLUSH = 5;

type Fields = AppliedDraft["fields"];

/** The part of a row a draft holds. */
export function toDraftData(row: PostRow): DraftData {
  const { id: _id, ...data } = toStoredRow(row);
  return data;
}

/** A draft's data as a row's durable fields (the shown version clamped to the versions it has). */
export function fieldsOf(data: DraftData): Fields {
  const index = Math.min(Math.max(0, data.currentVersionIndex), Math.max(0, data.versions.length - 1));
  // A draft without a document had it removed (or never had one): the row's goes too.
  return { ...data, currentVersionIndex: index, generatedPost: data.versions[index]?.content ?? data.generatedPost, document: data.document ?? null };
}

/** The rows this browser last had (the server's, with unsent changes on top), for the page to open at once. */
export function rowsFromCache(cache: DraftCache): PostRow[] {
  const entries = new Map<string, { position: number; data: DraftData }>();
  for (const [id, draft] of Object.entries(cache.server)) entries.set(id, draft);
  for (const [id, entry] of Object.entries(cache.outbox)) {
    if (entry.kind === "delete") entries.delete(id);
    else entries.set(id, entry);
  }
  return [...entries].sort(([, a], [, b]) => a.position - b.position).map(([id, { data }]) => ({ ...createRow(id), ...fieldsOf(data) }));
}

/** A placeholder still waiting for its alternative: nothing to keep until the text lands. */
const isPlaceholder = (row: PostRow) => row.isLoading && row.isAlternative && row.versions.length === 0;
const isNetworkError = (err: unknown) => !(err instanceof ApiError);

export class DraftSync {
  private cache: DraftCache;
  private failures: Record<string, string> = {};
  private offline = false;
  private loading = true;
  private loadError: string | null = null;
  private flushing: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** Counts what this tab learned of the server: a list asked for before a draft was saved knows less than the tab. */
  private learned = 0;
  /** For each draft, when (`learned`'s count) this tab last learned its version from a write's answer or an event. */
  private readonly learnedAt = new Map<string, number>();
  /** The write of each draft whose answer has not come yet: its event can arrive before the answer. */
  private readonly inFlight = new Map<string, OutboxEntry>();
  private readonly o: Required<Omit<DraftSyncOptions, "storage">> & { storage: CacheStorage | null | undefined };

  constructor(options: DraftSyncOptions) {
    this.o = {
      readOnly: () => false,
      debounceMs: SYNC_DEBOUNCE_MS,
      retryMs: RETRY_MS,
      now: () => new Date().toISOString(),
      newId: () => crypto.randomUUID(),
      ...options,
      storage: options.storage,
    };
    this.cache = readDraftCache(options.cacheKey, this.storageArg());
  }

  private storageArg() {
    return this.o.storage === undefined ? undefined : this.o.storage;
  }

  state(): SyncState {
    const pending = Object.keys(this.cache.outbox).length;
    const failed = Object.keys(this.failures).length > 0;
    const status: SyncStatus = this.loading
      ? "loading"
      : this.offline && pending > 0
        ? "offline"
        : failed
          ? "failed"
          : pending > 0 || this.flushing
            ? "saving"
            : "saved";
    return { status, pending, failures: { ...this.failures }, loadError: this.loadError };
  }

  private emit() {
    if (!this.stopped) this.o.onState(this.state());
  }

  private persist() {
    const refused = writeDraftCache(this.o.cacheKey, this.cache, this.storageArg());
    // A full storage costs only the offline copy: the server still gets every change.
    if (refused) console.warn("Could not keep this page's drafts in this browser", refused);
  }

  /**
   * Loads the page's drafts (again after a reconnect) and sends what waits in the outbox. Answers the workspace the
   * server answered for (its channel carries the changes), or null when the drafts could not be loaded.
   */
  async load(options: { first?: boolean } = {}): Promise<string | null> {
    let listed: Draft[];
    let workspaceId: string;
    const asked = ++this.learned;
    try {
      ({ drafts: listed, workspaceId } = await this.o.api.list(this.o.page));
    } catch (err) {
      if (this.stopped) return null;
      this.loading = false;
      if (isNetworkError(err)) this.offline = true;
      else this.loadError = errorMessage(err);
      this.emit();
      this.scheduleRetry();
      return null;
    }
    if (this.stopped) return null;
    // Edits made while the list was on its way are in the outbox before the list is applied.
    this.track(this.o.getRows());
    this.loading = false;
    this.loadError = null;
    this.offline = false;
    const { server, outbox } = this.cache;
    const seen = new Set(listed.map((d) => d.id));
    const applied: AppliedDraft[] = [];
    const removed: string[] = [];
    for (const draft of listed) {
      // This tab saved (or heard of) a newer version while the list was on its way: the list's copy is older.
      if ((server[draft.id]?.version ?? 0) > draft.version) continue;
      // Deleted (here or elsewhere, as this tab heard) after the list was asked for.
      if (!server[draft.id] && !outbox[draft.id] && (this.learnedAt.get(draft.id) ?? 0) > asked) continue;
      const pending = outbox[draft.id];
      // A row with unsent edits keeps the version they were made on: the save's 409 merges with the right base.
      if (pending?.kind === "upsert" && server[draft.id]) continue;
      if (pending?.kind === "upsert") {
        // Sent before but the answer was lost: merge as a conflict would.
        const merged = mergeDraft(null, pending.data, draft.data, this.o.now()).data;
        outbox[draft.id] = { ...pending, data: merged, baseVersion: draft.version };
        server[draft.id] = { version: draft.version, position: draft.position, data: draft.data };
        applied.push({ id: draft.id, fields: fieldsOf(merged) });
        continue;
      }
      if (pending?.kind === "delete") {
        pending.baseVersion = draft.version;
        server[draft.id] = { version: draft.version, position: draft.position, data: draft.data };
        continue;
      }
      server[draft.id] = { version: draft.version, position: draft.position, data: draft.data };
      applied.push({ id: draft.id, fields: fieldsOf(draft.data) });
    }
    for (const id of Object.keys(server)) {
      // Missing from a list asked for before this tab saved or heard of it: the draft is newer than the list.
      if (seen.has(id) || (this.learnedAt.get(id) ?? 0) > asked) continue;
      delete server[id];
      const pending = outbox[id];
      // Deleted elsewhere while this browser still had edits on it: the edits come back as a new draft.
      if (pending?.kind === "upsert") pending.baseVersion = null;
      else {
        delete outbox[id];
        removed.push(id);
      }
    }
    this.persist();
    this.o.dispatch({
      type: "applyDrafts",
      drafts: applied,
      removed,
      positions: this.positions(),
      dropBlank: options.first,
      sort: true,
      blankId: this.o.newId(),
    });
    this.emit();
    void this.flush();
    return workspaceId;
  }

  private positions(): Record<string, number> {
    const positions: Record<string, number> = {};
    for (const [id, draft] of Object.entries(this.cache.server)) positions[id] = draft.position;
    for (const [id, entry] of Object.entries(this.cache.outbox)) if (entry.kind === "upsert") positions[id] = entry.position;
    return positions;
  }

  /** Records the page's rows as they are now: what changed goes to the outbox and is sent after a pause. */
  track(rows: PostRow[]): void {
    if (this.stopped || this.o.readOnly()) return;
    const { server, outbox } = this.cache;
    const known = this.positions();
    const present = new Set<string>();
    let changed = false;
    let previous: number | undefined;
    const pristine = rows.length === 1 && isBlankRow(rows[0]!);
    rows.forEach((row, index) => {
      if (!isUuid(row.id) || isPlaceholder(row)) return;
      present.add(row.id);
      const data = toDraftData(row);
      const pending = outbox[row.id];
      const current = pending?.kind === "upsert" ? pending : server[row.id];
      if (!current) {
        // A page of one untouched row keeps nothing (as after Reset); rows added empty (Create More) are kept.
        if (pristine) return;
        const position = between(previous, nextKnown(rows, index, known));
        outbox[row.id] = { kind: "upsert", data, position, baseVersion: null };
        known[row.id] = position;
        previous = position;
        changed = true;
        return;
      }
      previous = current.position;
      if (sameDraftData(current.data, data)) return;
      outbox[row.id] = {
        kind: "upsert",
        data,
        position: current.position,
        baseVersion: pending?.kind === "upsert" ? pending.baseVersion : server[row.id]!.version,
      };
      changed = true;
    });
    for (const id of new Set([...Object.keys(server), ...Object.keys(outbox)])) {
      if (present.has(id) || outbox[id]?.kind === "delete") continue;
      if (server[id]) outbox[id] = { kind: "delete", baseVersion: server[id].version };
      else delete outbox[id];
      delete this.failures[id];
      changed = true;
    }
    if (!changed) return;
    this.persist();
    this.emit();
    this.schedule();
  }

  private schedule(delay = this.o.debounceMs) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  private scheduleRetry() {
    if (this.retryTimer || this.stopped) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.loading || this.loadError !== null || (this.offline && Object.keys(this.cache.server).length === 0)) void this.load();
      else void this.flush();
    }, this.o.retryMs);
  }

  /** Back online (the browser says so, or the socket reopened): send what waits. */
  online(): void {
    this.offline = false;
    void this.flush();
  }

  /** Sends the failed row's change again. */
  retry(id: string): void {
    delete this.failures[id];
    this.emit();
    void this.flush();
  }

  /** Sends every change in the outbox now; resolves when the outbox is empty or what is left cannot go now. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = this.run().finally(() => {
      this.flushing = null;
      this.emit();
      if (this.again && !this.stopped) {
        this.again = false;
        void this.flush();
      }
    });
    this.emit();
    return this.flushing;
  }

  private async run(): Promise<void> {
    if (this.o.readOnly()) return;
    const conflicts: Record<string, number> = {};
    for (;;) {
      if (this.stopped) return;
      const id = Object.keys(this.cache.outbox).find((key) => !(key in this.failures) && (conflicts[key] ?? 0) < MAX_CONFLICTS_PER_FLUSH);
      if (!id) return;
      const entry = this.cache.outbox[id]!;
      try {
        const again = await this.send(id, entry);
        if (again) conflicts[id] = (conflicts[id] ?? 0) + 1;
        this.offline = false;
      } catch (err) {
        if (isNetworkError(err)) {
          this.offline = true;
          this.scheduleRetry();
          return;
        }
        this.failures[id] = errorMessage(err);
      }
      this.persist();
      this.emit();
    }
  }

  /** Sends one change; answers true when it must go again (merged after a conflict). */
  private async send(id: string, entry: OutboxEntry): Promise<boolean> {
    const { server, outbox } = this.cache;
    if (entry.kind === "delete") {
      await this.o.api.remove(id);
      delete server[id];
      this.learnedAt.set(id, ++this.learned);
      if (outbox[id] === entry) delete outbox[id];
      return false;
    }
    this.inFlight.set(id, entry);
    let result: Awaited<ReturnType<DraftsApi["update"]>>;
    try {
      result =
        entry.baseVersion === null
          ? await this.o.api.create({ id, page: this.o.page, position: entry.position, data: entry.data })
          : await this.o.api.update(id, { base_version: entry.baseVersion, data: entry.data });
    } finally {
      if (this.inFlight.get(id) === entry) this.inFlight.delete(id);
    }
    if (this.stopped) return false;
    // Keystrokes made while the request was out are in the outbox before its answer is applied.
    this.track(this.o.getRows());
    if (result.kind === "saved") {
      const { draft } = result;
      server[id] = { version: draft.version, position: draft.position, data: draft.data };
      this.learnedAt.set(id, ++this.learned);
      const latest = outbox[id];
      if (latest === entry) delete outbox[id];
      else if (latest?.kind === "upsert") latest.baseVersion = draft.version;
      else if (latest?.kind === "delete") latest.baseVersion = draft.version;
      return false;
    }
    if (result.kind === "missing") {
      // Deleted elsewhere: this browser's edits make it again.
      delete server[id];
      const latest = outbox[id];
      if (latest?.kind === "upsert") latest.baseVersion = null;
      return true;
    }
    // Changed elsewhere since: merge with the row as it is now and send the merge on its version.
    const current = result.current;
    const latest = outbox[id];
    const local = latest?.kind === "upsert" ? latest : entry;
    const base = server[id]?.data ?? null;
    const merged = mergeDraft(base, local.data, current.data, this.o.now()).data;
    server[id] = { version: current.version, position: current.position, data: current.data };
    this.learnedAt.set(id, ++this.learned);
    if (sameDraftData(merged, current.data)) delete outbox[id];
    else outbox[id] = { kind: "upsert", data: merged, position: local.position, baseVersion: current.version };
    this.show(id, merged);
    return true;
  }

  /** Puts a draft's data on its row (inserting it when new here). */
  private show(id: string, data: DraftData) {
    this.o.dispatch({ type: "applyDrafts", drafts: [{ id, fields: fieldsOf(data) }], removed: [], positions: this.positions() });
  }

  /** Another tab's, device's or member's change of a draft of this workspace (the workspace channel's event). */
  async receive(payload: DraftChangedPayload): Promise<void> {
    if (payload.page !== this.o.page || this.stopped) return;
    // Keystrokes not yet recorded go to the outbox first, so the merge below sees them.
    this.track(this.o.getRows());
    const { server, outbox } = this.cache;
    const known = server[payload.id];
    // This tab's own write coming back, or an older change than the one it has.
    if (known && known.version >= payload.version) return;
    // This tab's own write whose event came before its answer: the server now holds what was sent. Edits made
    // since (a newer outbox entry) build on that version; nothing is merged or shown.
    const flying = this.inFlight.get(payload.id);
    if (flying?.kind === "upsert" && payload.data && sameDraftData(flying.data, payload.data)) {
      server[payload.id] = { version: payload.version, position: payload.position, data: payload.data };
      this.learnedAt.set(payload.id, ++this.learned);
      const newer = outbox[payload.id];
      if (newer && newer !== flying) newer.baseVersion = payload.version;
      this.persist();
      return;
    }
    if (payload.deleted) {
      delete server[payload.id];
      this.learnedAt.set(payload.id, ++this.learned);
      const pending = outbox[payload.id];
      if (pending?.kind === "upsert") pending.baseVersion = null;
      else {
        delete outbox[payload.id];
        delete this.failures[payload.id];
        this.o.dispatch({ type: "remove", id: payload.id, blankId: this.o.newId() });
      }
      this.persist();
      this.emit();
      if (pending?.kind === "upsert") this.schedule();
      return;
    }
    let data = payload.data;
    if (!data) {
      const fetched = await this.o.api.get(payload.id).catch(() => null);
      if (!fetched || this.stopped) return;
      this.track(this.o.getRows());
      const now = server[payload.id];
      if (now && now.version >= fetched.version) return;
      data = fetched.data;
      payload = { ...payload, version: fetched.version, position: fetched.position };
    }
    const base = server[payload.id]?.data ?? null;
    server[payload.id] = { version: payload.version, position: payload.position, data };
    this.learnedAt.set(payload.id, ++this.learned);
    const pending = outbox[payload.id];
    if (pending?.kind === "upsert") {
      const merged = mergeDraft(base, pending.data, data, this.o.now()).data;
      if (sameDraftData(merged, data)) delete outbox[payload.id];
      else outbox[payload.id] = { ...pending, data: merged, baseVersion: payload.version };
      this.show(payload.id, merged);
      this.schedule();
    } else if (pending?.kind === "delete") {
      pending.baseVersion = payload.version;
    } else {
      this.show(payload.id, data);
    }
    this.persist();
    this.emit();
  }

  /** Another tab's or member's reorder of this page. */
  reordered(payload: DraftsReorderedPayload): void {
    if (payload.page !== this.o.page || this.stopped) return;
    for (const [id, position] of Object.entries(payload.positions)) {
      const draft: ServerDraft | undefined = this.cache.server[id];
      if (draft) draft.position = position;
      const pending = this.cache.outbox[id];
      if (pending?.kind === "upsert") pending.position = position;
    }
    this.persist();
    this.o.dispatch({ type: "applyDrafts", drafts: [], removed: [], positions: this.positions(), sort: true });
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }
}

/** The first position after `index` that a row already has. */
function nextKnown(rows: PostRow[], index: number, known: Record<string, number>): number | undefined {
  for (let i = index + 1; i < rows.length; i++) {
    const position = known[rows[i]!.id];
    if (position !== undefined) return position;
  }
  return undefined;
}

/** A position between two (either may be absent): rows keep their order without moving the others. */
function between(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return 0;
  if (before === undefined) return after! - 1;
  if (after === undefined) return before + 1;
  return (before + after) / 2;
}
