import { z } from "zod";

/** Where a catalogue model stands on this server (issue 11 point 4). */
export const LOCAL_MODEL_STATUSES = ["available", "downloading", "verifying", "interrupted", "failed", "installed"] as const;
export type LocalModelStatus = (typeof LOCAL_MODEL_STATUSES)[number];

export const LOCAL_RUNTIME_STATES = ["stopped", "starting", "idle", "loading", "generating"] as const;

/** Catalogue ids double as file names in DATA_DIR/models, so only safe characters. */
export const LOCAL_MODEL_ID_RE = /^[a-z0-9][a-z0-9._-]{0,99}$/;
export const localModelIdParam = z.object({
  id: z.string().regex(LOCAL_MODEL_ID_RE, "Model ids use lower-case letters, digits, dots, dashes and underscores"),
});

export const downloadProgressSchema = z.object({
  received_bytes: z.number().int().nonnegative(),
  /** Null until the server announced the size. */
  total_bytes: z.number().int().nonnegative().nullable(),
  bytes_per_second: z.number().nonnegative().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  started_at: z.string(),
  updated_at: z.string(),
});
export type DownloadProgress = z.infer<typeof downloadProgressSchema>;

export const localModelSchema = z.object({
  /** The catalogue id; also the ai_models model_id once registered. */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  size_bytes: z.number().int().nonnegative(),
  ram_bytes: z.number().int().nonnegative(),
  licence: z.string(),
  licence_url: z.string().nullable(),
  /** The shipped or configured catalogue, an address an admin gave, or a file chosen on the model hub. */
  source: z.enum(["catalogue", "url", "hub"]),
  /** The download address of a model added by URL or from the hub. */
  source_url: z.string().nullable(),
  status: z.enum(LOCAL_MODEL_STATUSES),
  download: downloadProgressSchema.nullable(),
  installed: z
    .object({
      file_bytes: z.number().int().nonnegative(),
      /** The ai_models row (null while registration failed). */
      model_row_id: z.string().uuid().nullable(),
      is_default: z.boolean(),
      /** In memory in the local-model process right now. */
      loaded: z.boolean(),
    })
    .nullable(),
});
export type LocalModel = z.infer<typeof localModelSchema>;

export const localModelListSchema = z.object({ data: z.array(localModelSchema), next_cursor: z.string().nullable() });
export type LocalModelList = z.infer<typeof localModelListSchema>;

export const localRuntimeSchema = z.object({
  state: z.enum(LOCAL_RUNTIME_STATES),
  /** Catalogue id of the model in memory. */
  loaded_model_id: z.string().nullable(),
  /** Resident memory of the local-model process (the loaded model included). */
  rss_bytes: z.number().int().nonnegative().nullable(),
  threads: z.number().int().positive(),
  last_crash: z.object({ message: z.string(), at: z.string() }).nullable(),
});
export type LocalRuntime = z.infer<typeof localRuntimeSchema>;

/** Adds any GGUF file by its address (admin). */
export const addLocalModelByUrlSchema = z.object({
  url: z.string().min(1).max(2000),
  name: z.string().max(100).optional(),
});

/** Adds a .gguf file of a hub repository (admin); the size and sha256 come from the hub, not the client. */
export const addLocalModelFromHubSchema = z.object({
  repo: z.string().min(3).max(200),
  file: z.string().min(1).max(500),
});

export const hubSearchQuerySchema = z.object({ q: z.string().trim().min(2).max(100) });
export const hubFilesQuerySchema = z.object({ repo: z.string().min(3).max(200) });

export const hubRepoListSchema = z.object({
  data: z.array(z.object({ repo: z.string(), downloads: z.number().nullable(), likes: z.number().nullable() })),
  next_cursor: z.string().nullable(),
});
export const hubFileListSchema = z.object({
  data: z.array(z.object({ path: z.string(), size_bytes: z.number().int().nonnegative(), sha256: z.string().nullable() })),
  next_cursor: z.string().nullable(),
});
export type HubRepoList = z.infer<typeof hubRepoListSchema>;
export type HubFileList = z.infer<typeof hubFileListSchema>;
