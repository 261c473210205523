import type { Draft, DraftData, DraftPage } from "@/shared/contracts/drafts";
import { ApiError, client, unwrap } from "@/web/lib/api-client";
import { errorFromBody } from "@/web/lib/api-error";

/**
 * The drafts routes as the row store uses them (src/web/features/content/lib/draft-sync.ts). A write answers the
 * row, or the row as it is now when it changed since (409), or that it is gone; other failures throw (an
 * `ApiError` from the server, a `TypeError` when the network is down).
 */
export type DraftWrite = { kind: "saved"; draft: Draft } | { kind: "conflict"; current: Draft } | { kind: "missing" };

export interface DraftsApi {
  list(page: DraftPage): Promise<{ workspaceId: string; drafts: Draft[] }>;
  get(id: string): Promise<Draft | null>;
  create(body: { id: string; page: DraftPage; position: number; data: DraftData }): Promise<DraftWrite>;
  update(id: string, body: { base_version: number; data?: DraftData; position?: number }): Promise<DraftWrite>;
  remove(id: string): Promise<void>;
}

type Answer = { data?: unknown; error?: unknown; response: Response };
function written(answer: Answer): DraftWrite {
  const { response, data, error } = answer;
  if (response.ok) return { kind: "saved", draft: data as Draft };
  const current = (error as { current?: Draft } | undefined)?.current;
  if (response.status === 409 && current) return { kind: "conflict", current };
  if (response.status === 404) return { kind: "missing" };
  throw errorFromBody(response, error);
}

/**
 * The drafts of one workspace: every call names it (X-Workspace-Id; empty for the caller's personal workspace), so
 * a change queued in one workspace is never sent to the one the tab switched to meanwhile.
 */
export function draftsApiFor(workspaceId: string | null): DraftsApi {
  const headers = { "x-workspace-id": workspaceId ?? "" };
  return {
    async list(page) {
      const answer = await unwrap(client.GET("/api/drafts", { params: { query: { page } }, headers }));
      return { workspaceId: answer.workspace_id, drafts: answer.data };
    },
    async get(id) {
      try {
        return await unwrap(client.GET("/api/drafts/{id}", { params: { path: { id } }, headers }));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    async create(body) {
      return written(await client.POST("/api/drafts", { body, headers }));
    },
    async update(id, body) {
      return written(await client.PATCH("/api/drafts/{id}", { params: { path: { id } }, body, headers }));
    },
    async remove(id) {
      const { response, error } = await client.DELETE("/api/drafts/{id}", { params: { path: { id } }, headers });
      if (!response.ok && response.status !== 404) throw errorFromBody(response, error);
    },
  };
}
