/**
 * A Hugging Face-compatible model hub (HF_HUB_URL): search repositories that hold GGUF files and list a
 * repository's .gguf files with their sizes and sha256 (the LFS object id), as LM Studio and Open WebUI do.
 * The hub is the operator's choice, so it is trusted like LOCAL_MODELS_BASE_URL; what it answers is checked.
 */
import { z } from "zod";
import { messages } from "@/shared/messages";

const m = messages.localModels;

export const HUB_REPO_RE = /^[A-Za-z0-9][\w.-]{0,95}\/[\w.-]{1,96}$/;
const TIMEOUT_MS = 15_000;

const searchAnswer = z.array(z.object({ id: z.string(), downloads: z.number().optional(), likes: z.number().optional() }).passthrough());
const treeAnswer = z.array(
  z
    .object({
      type: z.string(),
      path: z.string(),
      size: z.number().optional(),
      lfs: z.object({ oid: z.string(), size: z.number() }).partial().optional(),
    })
    .passthrough(),
);

export interface HubRepo {
  repo: string;
  downloads: number | null;
  likes: number | null;
}

export interface HubFile {
  path: string;
  sizeBytes: number;
  sha256: string | null;
  url: string;
}

export class HubError extends Error {}

export function createHub(baseUrl: string, doFetch: typeof fetch = fetch) {
  const base = baseUrl.replace(/\/+$/, "");
  const host = new URL(base).host;

  async function get(url: string): Promise<unknown> {
    let res: Response;
    try {
      res = await doFetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      const cause = (err as Error & { cause?: NodeJS.ErrnoException }).cause;
      throw new HubError(m.hubUnreachable(host, cause?.code ?? (err as Error).name));
    }
    if (res.status === 404) throw new HubError(m.hubNotFound(host));
    if (!res.ok) throw new HubError(m.hubStatus(host, res.status));
    try {
      return await res.json();
    } catch {
      throw new HubError(m.hubBadAnswer(host));
    }
  }

  return {
    host,

    async search(query: string): Promise<HubRepo[]> {
      const params = new URLSearchParams({ search: query, filter: "gguf", sort: "downloads", direction: "-1", limit: "20" });
      const parsed = searchAnswer.safeParse(await get(`${base}/api/models?${params}`));
      if (!parsed.success) throw new HubError(m.hubBadAnswer(host));
      return parsed.data
        .filter((r) => HUB_REPO_RE.test(r.id))
        .map((r) => ({ repo: r.id, downloads: r.downloads ?? null, likes: r.likes ?? null }));
    },

    async files(repo: string): Promise<HubFile[]> {
      const parsed = treeAnswer.safeParse(await get(`${base}/api/models/${repo}/tree/main?recursive=true`));
      if (!parsed.success) throw new HubError(m.hubBadAnswer(host));
      return parsed.data
        .filter((f) => f.type === "file" && /\.gguf$/i.test(f.path))
        .map((f) => {
          const sha = f.lfs?.oid?.toLowerCase();
          return {
            path: f.path,
            sizeBytes: f.lfs?.size ?? f.size ?? 0,
            sha256: sha && /^[0-9a-f]{64}$/.test(sha) ? sha : null,
            url: `${base}/${repo}/resolve/main/${f.path.split("/").map(encodeURIComponent).join("/")}`,
          };
        });
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
