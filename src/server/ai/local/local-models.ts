/**
 * The embedded local model service (DESIGN §8, issue 11 point 4): the catalogue, downloads into
 * DATA_DIR/models, registration as ai_models rows (provider `local`), deletion, and the child process that
 * runs the models. Features reach it as `c.var.deps.services.localModels`; the gateway asks it for models.
 */
import { open, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { Config } from "@/server/config";
import type { Db } from "@/server/db/client";
import type { Clock } from "@/server/lib/clock";
import { badRequest, conflict, HttpError, notFound, unprocessable } from "@/server/lib/errors";
import type { Logger } from "@/server/lib/logger";
import type { LocalModel, LocalRuntime } from "@/shared/contracts/local-models";
import { messages } from "@/shared/messages";
import { downloadUrl, type LocalCatalogEntry } from "./catalog";
import { loadCatalog } from "./catalog-file";
import { idFromFileName, readCustomEntries, removeCustomEntry, writeCustomEntry } from "./custom-entries";
import { modelFile, partFile, removeState, STALE_AFTER_MS, type DownloadState } from "./download-state";
import { createDownloader, DownloadRefused, type DownloadTarget } from "./downloader";
import { GgufError, validateGguf } from "./gguf";
import { createHub, HUB_REPO_RE, HubError } from "./hub";
import { checkModelRuns } from "./load-check";
import { createLocalLanguageModel } from "./local-language-model";
import { createLocalModelsRepository, type ModelRow } from "./local-models.repository";
import { assertPublicUrl } from "./public-url";
import { createRunner } from "./runner";

const m = messages.localModels;

/** What changed in ai_models, for the gateway's cache and the realtime channels. */
export interface ModelsChange {
  rows: ModelRow[];
  deleted?: ModelRow[];
  /** Set when the default moved to this row id. */
  newDefaultId?: string;
}

export interface LocalModelsDeps {
  config: Config["localModels"];
  db: Db;
  logger: Logger;
  clock: Clock;
  onModelsChanged(change: ModelsChange): Promise<void>;
  fetch?: typeof globalThis.fetch;
}

/** A claim older than this was left by a process that died while resuming: it is taken over. */
const CLAIM_STALE_MS = 60_000;

const DEFAULT_TEMPERATURE = 0.7;

const fileSize = async (file: string) => (await stat(file).catch(() => null))?.size ?? null;

function progressOf(state: DownloadState): LocalModel["download"] {
  return {
    received_bytes: state.receivedBytes,
    total_bytes: state.totalBytes,
    bytes_per_second: state.bytesPerSecond,
    error: state.error,
    started_at: state.startedAt,
    updated_at: state.updatedAt,
  };
}

/** A registered row whose catalogue entry is gone (the catalogue file changed): still listed, so it can be deleted. */
const orphanEntry = (row: ModelRow): LocalCatalogEntry => ({
  id: row.modelId,
  name: row.name,
  description: row.description ?? "",
  path: "",
  fileName: `${row.modelId}.gguf`,
  sizeBytes: 0,
  licence: "",
  licenceUrl: "",
  ramBytes: 0,
});

export function createLocalModels(deps: LocalModelsDeps) {
  const { config, logger, clock } = deps;
  const catalog = loadCatalog(config.catalogFile);
  const repo = createLocalModelsRepository(deps.db);
  const runner = createRunner({ threads: config.threads, contextSize: config.contextSize, logger, now: () => clock.now() });
  const allEntries = async () => {
    const custom = (await readCustomEntries(config.dir)).filter((c) => !catalog.some((e) => e.id === c.id));
    return [...catalog, ...custom];
  };
  const entryOf = async (id: string) => (await allEntries()).find((e) => e.id === id);
  const isCustom = (entry: LocalCatalogEntry) => entry.source === "url" || entry.source === "hub";
  const hub = createHub(config.hubUrl, deps.fetch);
  let resumeTimer: NodeJS.Timeout | undefined;
  const fileOf = (id: string) => modelFile(config.dir, id);

  async function onReady(target: DownloadTarget) {
    const entry = await entryOf(target.id);
    if (!entry) throw new Error(`${target.id} left the catalogue during its download`);
    const registered = await repo.register(
      { modelId: entry.id, name: entry.name, description: `${entry.description} Runs on this server, no key needed (${entry.licence}).` },
      clock.now().toISOString(),
    );
    logger.info({ model: entry.id, becameDefault: registered.becameDefault }, "local model registered");
    await deps.onModelsChanged({ rows: [...registered.cleared, registered.model], newDefaultId: registered.becameDefault ? registered.model.id : undefined });
  }

  const downloader = createDownloader({
    dir: config.dir,
    logger,
    now: () => clock.now(),
    onReady,
    fetch: deps.fetch,
    // Every file, catalogue, URL or hub, is loaded once apart from the server before it is registered.
    checkRuns: (file, signal) => checkModelRuns(file, { threads: config.threads, signal }),
  });

  async function view(entry: LocalCatalogEntry, row: ModelRow | undefined, loadedPath: string | null): Promise<LocalModel> {
    const file = fileOf(entry.id);
    const [size, download] = await Promise.all([fileSize(file), downloader.state(entry.id)]);
    return {
      id: entry.id,
      name: entry.name,
      description: entry.description,
      size_bytes: entry.sizeBytes,
      ram_bytes: entry.ramBytes,
      licence: entry.licence,
      licence_url: entry.licenceUrl || null,
      source: entry.source ?? "catalogue",
      source_url: isCustom(entry) ? (entry.url ?? null) : null,
      status: download?.status ?? (size !== null ? "installed" : "available"),
      download: download ? progressOf(download) : null,
      installed:
        size !== null
          ? { file_bytes: size, model_row_id: row?.id ?? null, is_default: row?.isDefault ?? false, loaded: loadedPath === file }
          : null,
    };
  }

  async function one(id: string): Promise<LocalModel> {
    const rows = await repo.rows();
    const row = rows.find((r) => r.modelId === id);
    const entry = (await entryOf(id)) ?? (row ? orphanEntry(row) : undefined);
    if (!entry) throw notFound(m.unknownModel);
    return view(entry, row, runner.loadedModel());
  }

  const target = (entry: LocalCatalogEntry): DownloadTarget => ({
    id: entry.id,
    url: downloadUrl(entry, config.baseUrl),
    sha256: entry.sha256,
    sizeBytes: entry.sizeBytes || undefined,
    // An admin-typed address, and every redirect from it, stays on the public internet.
    checkUrl: entry.source === "url" ? async (url) => void (await assertPublicUrl(url, config.allowPrivateHosts)) : undefined,
  });

  async function addCustom(entry: Omit<LocalCatalogEntry, "id">): Promise<LocalModel> {
    const entries = await allEntries();
    const same = entries.find((e) => e.url === entry.url);
    if (same) {
      const current = await one(same.id);
      if (current.status === "installed") throw conflict(m.alreadyInstalled, "already_installed");
      await downloader.start(target(same)).catch(refused);
      return one(same.id);
    }
    const ids = new Set(entries.map((e) => e.id));
    const id = idFromFileName(entry.fileName, (candidate) => ids.has(candidate));
    const saved = { ...entry, id };
    await writeCustomEntry(config.dir, saved);
    await downloader.start(target(saved)).catch(refused);
    return one(id);
  }

  const hubFailed = (err: unknown): never => {
    if (err instanceof HubError) throw new HttpError(502, "hub_unavailable", err.message);
    throw err;
  };

  /** Only one process resumes a download: the claim file is made exclusively, and removed once the download runs. */
  async function claim(id: string): Promise<(() => Promise<void>) | null> {
    const file = path.join(config.dir, `${id}.resume-claim`);
    const old = await stat(file).catch(() => null);
    if (old && clock.now().getTime() - old.mtimeMs > CLAIM_STALE_MS) await rm(file, { force: true });
    try {
      await (await open(file, "wx")).close();
    } catch {
      return null;
    }
    return () => rm(file, { force: true });
  }

  /** Files checked against their tensor table, by identity: llama.cpp answers a damaged file with a bare "Failed to load model". */
  const checked = new Map<string, string>();
  async function checkedFile(id: string): Promise<string> {
    const file = fileOf(id);
    const info = await stat(file).catch(() => null);
    if (!info) throw unprocessable(m.fileMissing, "local_model_missing");
    const identity = `${info.size}:${info.mtimeMs}`;
    if (checked.get(file) === identity) return file;
    try {
      await validateGguf(file);
    } catch (err) {
      if (err instanceof GgufError) throw unprocessable(m.damaged(err.message), "local_model_damaged");
      throw err;
    }
    checked.set(file, identity);
    return file;
  }

  const refused = (err: unknown): never => {
    if (err instanceof DownloadRefused) throw conflict(err.message, err.error.code);
    throw err;
  };

  return {
    catalog: () => catalog,

    async list(): Promise<LocalModel[]> {
      const rows = await repo.rows();
      const modelPath = runner.loadedModel();
      const known = await allEntries();
      const entries = [...known, ...rows.filter((r) => !known.some((e) => e.id === r.modelId)).map(orphanEntry)];
      return Promise.all(entries.map((e) => view(e, rows.find((r) => r.modelId === e.id), modelPath)));
    },

    get: one,

    async runtime(): Promise<LocalRuntime> {
      const s = await runner.status();
      const loaded = s.modelPath ? ((await allEntries()).find((e) => fileOf(e.id) === s.modelPath)?.id ?? null) : null;
      return { state: s.state, loaded_model_id: loaded, rss_bytes: s.rssBytes, threads: s.threads, last_crash: s.lastCrash };
    },

    /** Starts (or resumes) the download of a catalogue model. */
    async download(id: string): Promise<LocalModel> {
      const entry = await entryOf(id);
      if (!entry) throw notFound(m.unknownModel);
      const current = await one(id);
      if (current.status === "installed" && current.installed?.model_row_id) throw conflict(m.alreadyInstalled, "already_installed");
      await downloader.start(target(entry)).catch(refused);
      return one(id);
    },

    /** Adds any GGUF file by its address and starts downloading it (admin). */
    async addByUrl(raw: string, name?: string): Promise<LocalModel> {
      const url = await assertPublicUrl(raw, config.allowPrivateHosts).catch((err: Error) => {
        throw badRequest(err.message);
      });
      const fileName = decodeURIComponent(url.pathname.split("/").at(-1) ?? "");
      if (!/\.gguf$/i.test(fileName)) throw badRequest(m.notGgufUrl);
      return addCustom({
        name: name?.trim() || fileName.replace(/\.gguf$/i, ""),
        description: url.host,
        path: "",
        url: url.href,
        fileName,
        sizeBytes: 0,
        licence: "",
        licenceUrl: "",
        ramBytes: 0,
        source: "url",
      });
    },

    /** Repositories on the hub (HF_HUB_URL) that hold GGUF files. */
    hubSearch: (query: string) => hub.search(query).catch(hubFailed),

    /** A hub repository's .gguf files with their sizes. */
    hubFiles: (repo: string) => hub.files(repo).catch(hubFailed),

    /** Adds a hub file, held to the size and sha256 the hub lists for it, and starts downloading it (admin). */
    async addFromHub(repo: string, file: string): Promise<LocalModel> {
      if (!HUB_REPO_RE.test(repo)) throw badRequest(m.hubNoSuchFile);
      const found = (await hub.files(repo).catch(hubFailed)).find((f) => f.path === file);
      if (!found) throw notFound(m.hubNoSuchFile);
      const fileName = file.split("/").at(-1)!;
      return addCustom({
        name: fileName.replace(/\.gguf$/i, ""),
        description: `${repo} on ${hub.host}`,
        path: "",
        url: found.url,
        fileName,
        sizeBytes: found.sizeBytes,
        sha256: found.sha256 ?? undefined,
        licence: "",
        licenceUrl: `${config.hubUrl.replace(/\/+$/, "")}/${repo}`,
        ramBytes: 0,
        source: "hub",
      });
    },

    /**
     * Server start: downloads a stopped or crashed server left running continue on their own from their partial
     * files (Range requests). Paused and failed downloads wait for an admin.
     */
    async resumeInterrupted(): Promise<string[]> {
      const resumed: string[] = [];
      for (const entry of await allEntries()) {
        const state = await downloader.state(entry.id);
        if (state?.status !== "interrupted" || state.error?.code !== "interrupted") continue;
        const release = await claim(entry.id);
        if (!release) continue;
        try {
          await downloader.start(target(entry));
          resumed.push(entry.id);
          logger.info({ model: entry.id, from: state.receivedBytes }, "resuming a model download the last run left unfinished");
        } catch (err) {
          logger.warn({ err, model: entry.id }, "could not resume a model download");
        } finally {
          await release();
        }
      }
      return resumed;
    },

    /**
     * Resumes now, and once more when a crashed run's last heartbeat has gone stale (a server killed and
     * started again within seconds still sees its old download as live at first).
     */
    startResuming(): void {
      const pass = () => void this.resumeInterrupted().catch((err) => logger.warn({ err }, "resuming model downloads failed"));
      pass();
      resumeTimer = setTimeout(pass, STALE_AFTER_MS + 1000);
      resumeTimer.unref();
    },

    /** Stops a download, keeping its partial file to resume from. */
    async pause(id: string): Promise<LocalModel> {
      if (!(await entryOf(id))) throw notFound(m.unknownModel);
      await downloader.pause(id).catch(refused);
      return one(id);
    },

    async cancel(id: string): Promise<LocalModel> {
      if (!(await entryOf(id))) throw notFound(m.unknownModel);
      await downloader.cancel(id).catch(refused);
      return one(id);
    },

    /** Deletes a downloaded model: its row (refused while it is the default), its memory and its file. */
    async remove(id: string): Promise<LocalModel> {
      const rows = await repo.rows();
      const row = rows.find((r) => r.modelId === id);
      const file = fileOf(id);
      const entry = await entryOf(id);
      if (!entry && !row) throw notFound(m.unknownModel);
      if (row?.isDefault) throw unprocessable(m.cannotDeleteDefault, "default_model");
      if (downloader.isActive(id)) await downloader.cancel(id).catch(refused);
      if (row) {
        const deleted = await repo.remove(id);
        // It became the default between the read and the delete.
        if (!deleted) throw unprocessable(m.cannotDeleteDefault, "default_model");
        await deps.onModelsChanged({ rows: [], deleted: [deleted] });
      } else if ((await fileSize(file)) === null && !(await downloader.state(id)) && !(entry && isCustom(entry))) {
        throw notFound(m.notInstalled);
      }
      await runner.release(file);
      await Promise.all([rm(file, { force: true }), rm(partFile(config.dir, id), { force: true }), removeState(config.dir, id)]);
      if (entry && isCustom(entry)) {
        // An added model leaves the list with its file: it is added again by its address or from the hub.
        const gone = await view(entry, undefined, null);
        await removeCustomEntry(config.dir, id);
        return { ...gone, status: "available", installed: null, download: null };
      }
      return one(id);
    },

    languageModel(modelId: string): LanguageModelV3 {
      return createLocalLanguageModel({
        modelId,
        runner,
        defaultMaxOutputTokens: config.maxOutputTokens,
        defaultTemperature: DEFAULT_TEMPERATURE,
        resolveFile: checkedFile,
      });
    },

    /** Waits for this process's download of `id` to end (tests). */
    settled: (id: string) => downloader.settled(id),

    /** The child process (tests, bench): status, release, close. */
    runner,

    async close(): Promise<void> {
      clearTimeout(resumeTimer);
      await downloader.close();
      await runner.close();
    },
  };
}

export type LocalModels = ReturnType<typeof createLocalModels>;
