import { createRoute, z } from "@hono/zod-openapi";
import { requireCaller } from "@/server/auth/middleware";
import { enforceRate } from "@/server/http/enforce-rate";
import { badRequest, payloadTooLarge } from "@/server/lib/errors";
import { decodeCursor, listQuerySchema, toPage } from "@/server/lib/pagination";
import { addOwnedObjectRoutes } from "@/server/http/owned-object-routes";
import { publishWorkspaceChange, requireCapability, requireWorkspace } from "@/server/http/workspace-scope";
import { createRouter } from "@/server/http/router";
import { createStorageQuota, storageQuotaOf } from "@/server/features/storage-quota/storage-quota.service";
import { requireStorage } from "@/server/storage/require-storage";
import { newObjectKey } from "@/server/storage/storage";
import { DOCUMENTS } from "@/shared/constants";
import { errorSchema, listResponse } from "@/shared/contracts/common";
import { documentDetailSchema, documentSchema } from "@/shared/contracts/documents";
import { messages } from "@/shared/messages";
import { BUCKET, sanitiseFilename, toDocumentDetail, toDocumentSummary } from "./document-entity";
import { createDocumentsRepository } from "./documents.repository";
import { extractDocumentText } from "./extract-text";
import { DOCUMENT_TYPES, sniffDocument } from "./sniff-document";
import { errorResponses, json, signedInMeta } from "@/server/lib/openapi";

const uploadRule = { burst: 30, refillPerSecond: 0.5 };

const errors = errorResponses;
const meta = signedInMeta("documents");

const uploadForm = z.object({
  file: z.any().optional().openapi({ type: "string", format: "binary", description: "A .pdf, .docx or .txt file (20 MB at most)" }),
});

const list = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("read")] as const,
  method: "get",
  path: "/",
  summary: "The workspace's documents, newest first, each with a text preview",
  request: { query: listQuerySchema },
  responses: { 200: json(listResponse(documentSchema), "A page of documents"), ...errors },
});

const upload = createRoute({
  ...meta,
  middleware: [requireCaller, requireWorkspace, requireCapability("write")] as const,
  method: "post",
  path: "/",
  summary: "Upload a document (multipart field `file`) and extract its text",
  request: { body: { content: { "multipart/form-data": { schema: uploadForm } }, required: true } },
  responses: {
    201: json(documentDetailSchema, "The stored document; status failed (with error) when no text could be read"),
    413: json(errorSchema, "Larger than 20 MB, or the workspace's storage quota is reached (storage_quota_exceeded)"),
    422: json(errorSchema, "Refused unread: too many pages, inflates too large, or reading passed its deadline or memory limit"),
    503: json(errorSchema, "Too many documents are being read at once (Retry-After)"),
    415: json(errorSchema, "Not a PDF, DOCX or UTF-8 text file (legacy .doc has its own message)"),
    ...errors,
  },
});



export function createDocumentsRouter() {
  const router = createRouter();

  router.openapi(list, async (c) => {
    const { limit, cursor } = c.req.valid("query");
    const { database, config, clock } = c.var.deps;
    const rows = await createDocumentsRepository(database.db).list(c.var.workspace.id, limit, decodeCursor(cursor));
    const now = clock.now();
    return c.json(toPage(rows, limit, (row) => toDocumentSummary(row, config, now)), 200);
  });

  router.openapi(upload, async (c) => {
    const userId = c.var.user.id;
    const { database, config, clock } = c.var.deps;
    await enforceRate(c, `documents:${userId}`, uploadRule);
    const field = c.req.valid("form").file as unknown;
    const file = (Array.isArray(field) ? field[0] : field) as unknown;
    if (!(file instanceof File) || file.size === 0) throw badRequest(messages.documents.selectFile, "no_file");
    if (file.size > DOCUMENTS.maxBytes) throw payloadTooLarge(messages.documents.tooLarge);

    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = await sniffDocument(bytes, file.name);
    const { mimeType, ext } = DOCUMENT_TYPES[kind];
    const storage = requireStorage(c);
    const now = clock.now();
    const key = newObjectKey(userId, ext, now);
    // Counted before the document is read: a workspace at its quota costs no reader time.
    const quota = createStorageQuota({ db: database.db, config });
    await quota.reserve(c.var.workspace.id, [{ bucket: BUCKET, key, sizeBytes: bytes.byteLength }]);
    try {
      const extraction = await extractDocumentText(userId, kind, bytes, config.documents);
      await storage.put(BUCKET, key, bytes, { contentType: mimeType });
      const row = await createDocumentsRepository(database.db).insert(
        c.var.workspace.id,
        userId,
        {
          filename: sanitiseFilename(file.name),
          mimeType,
          sizeBytes: bytes.byteLength,
          storagePath: key,
          extractedText: extraction.ok ? extraction.text : null,
          status: extraction.ok ? "ready" : "failed",
          error: extraction.ok ? null : extraction.error,
        },
        now.toISOString(),
      );
      await publishWorkspaceChange(c, "documents", row.id);
      return c.json(toDocumentDetail(row, config, now), 201);
    } catch (err) {
      await storage.delete(BUCKET, key).catch(() => undefined);
      await quota.release(BUCKET, [key]);
      throw err;
    }
  });



  addOwnedObjectRoutes(router, {
    tag: "documents",
    resource: "documents",
    bucket: BUCKET,
    schema: documentDetailSchema,
    item: "The document",
    getSummary: "One document with its extracted text",
    deleteSummary: "Delete a document and its file (storage_error when only the file could not be removed)",
    repository: createDocumentsRepository,
    toDto: toDocumentDetail,
    storageKey: (row) => row.storagePath,
    quota: storageQuotaOf,
  });

  return router;
}
