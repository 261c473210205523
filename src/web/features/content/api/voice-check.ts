import { client, unwrap } from "@/web/lib/api-client";

/** The voice check of a text against a brand (POST /api/brands/{id}/voice-check). */
export const checkVoice = (brandId: string, text: string, modelId: string | null, signal?: AbortSignal) =>
  unwrap(client.POST("/api/brands/{id}/voice-check", { params: { path: { id: brandId } }, body: { text, modelId: modelId ?? undefined }, signal }));

/** The text rewritten to fix its voice issues, with its check (POST /api/brands/{id}/voice-fix). */
export const fixVoice = (brandId: string, text: string, modelId: string | null, signal?: AbortSignal) =>
  unwrap(client.POST("/api/brands/{id}/voice-fix", { params: { path: { id: brandId } }, body: { text, modelId: modelId ?? undefined }, signal }));
