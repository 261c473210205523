/**
 * The embedded local model service (DESIGN §8, issue 11 point 4): the catalogue, downloads into
 * DATA_DIR/models, registration as ai_models rows (provider `local`), deletion, and the child process that
 * runs the models. Features reach it as `c.var.deps.services.localModels`; the gateway asks it for models.
 */
import { rm, stat } from "node:fs/promises";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { Config } from "@/server/config";
import type { Db } from "@/server/db/client";
import type { Clock } from "@/server/lib/clock";
import { conflict, notFound, unprocessable } from "@/server/lib/errors";
import type { Logger } from "@/server/lib/logger";
import type { LocalModel, LocalRuntime } from "@/shared/contracts/local-models";
import { messages } from "@/shared/messages";
import { downloadUrl, type LocalCatalogEntry } from "./catalog";
import { loadCatalog } from "./catalog-file";
import { modelFile, partFile, removeState, type DownloadState } from "./download-state";
import { createDownloader, DownloadRefused, type DownloadTarget } from "./downloader";
import { GgufError, validateGguf } from "./gguf";
import { createLocalLanguageModel } from "./local-language-model";
import { createLocalModelsRepository, type ModelRow } from "./local-models.repository";
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
  const entryOf = (id: string) => catalog.find((e) => e.id === id);
  const fileOf = (id: string) => modelFile(config.dir, id);

  async function onReady(target: DownloadTarget) {
    const entry = entryOf(target.id);
    if (!entry) throw new Error(`${target.id} left the catalogue during its download`);
    const registered = await repo.register(
      { modelId: entry.id, name: entry.name, description: `${entry.description} Runs on this server, no key needed (${entry.licence}).` },
      clock.now().toISOString(),
    );
    logger.info({ model: entry.id, becameDefault: registered.becameDefault }, "local model registered");
    await deps.onModelsChanged({ rows: [...registered.cleared, registered.model], newDefaultId: registered.becameDefault ? registered.model.id : undefined });
  }

  const downloader = createDownloader({ dir: config.dir, logger, now: () => clock.now(), onReady, fetch: deps.fetch });

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
    const entry = entryOf(id) ?? (row ? orphanEntry(row) : undefined);
    if (!entry) throw notFound(m.unknownModel);
    return view(entry, row, runner.loadedModel());
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
      const entries = [...catalog, ...rows.filter((r) => !entryOf(r.modelId)).map(orphanEntry)];
      return Promise.all(entries.map((e) => view(e, rows.find((r) => r.modelId === e.id), modelPath)));
    },

    get: one,

    async runtime(): Promise<LocalRuntime> {
      const s = await runner.status();
      const loaded = s.modelPath ? (catalog.find((e) => fileOf(e.id) === s.modelPath)?.id ?? null) : null;
      return { state: s.state, loaded_model_id: loaded, rss_bytes: s.rssBytes, threads: s.threads, last_crash: s.lastCrash };
    },

    /** Starts (or resumes) the download of a catalogue model. */
    async download(id: string): Promise<LocalModel> {
      const entry = entryOf(id);
      if (!entry) throw notFound(m.unknownModel);
      const current = await one(id);
      if (current.status === "installed" && current.installed?.model_row_id) throw conflict(m.alreadyInstalled, "already_installed");
      await downloader.start({ id, url: downloadUrl(entry, config.baseUrl), sha256: entry.sha256 }).catch(refused);
      return one(id);
    },

    /** Stops a download, keeping its partial file to resume from. */
    async pause(id: string): Promise<LocalModel> {
      if (!entryOf(id)) throw notFound(m.unknownModel);
      await downloader.pause(id).catch(refused);
      return one(id);
    },

    async cancel(id: string): Promise<LocalModel> {
      if (!entryOf(id)) throw notFound(m.unknownModel);
      await downloader.cancel(id).catch(refused);
      return one(id);
    },

    /** Deletes a downloaded model: its row (refused while it is the default), its memory and its file. */
    async remove(id: string): Promise<LocalModel> {
      const rows = await repo.rows();
      const row = rows.find((r) => r.modelId === id);
      const file = fileOf(id);
      if (!entryOf(id) && !row) throw notFound(m.unknownModel);
      if (row?.isDefault) throw unprocessable(m.cannotDeleteDefault, "default_model");
      if (downloader.isActive(id)) await downloader.cancel(id).catch(refused);
      if (row) {
        const deleted = await repo.remove(id);
        // It became the default between the read and the delete.
        if (!deleted) throw unprocessable(m.cannotDeleteDefault, "default_model");
        await deps.onModelsChanged({ rows: [], deleted: [deleted] });
      } else if ((await fileSize(file)) === null && !(await downloader.state(id))) {
        throw notFound(m.notInstalled);
      }
      await runner.release(file);
      await Promise.all([rm(file, { force: true }), rm(partFile(config.dir, id), { force: true }), removeState(config.dir, id)]);
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
      await downloader.close();
      await runner.close();
    },
  };
}

export type LocalModels = ReturnType<typeof createLocalModels>;
