import { useMemo } from "react";
import { IMAGES } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { toast } from "@/web/lib/toast";
import { contentCopy } from "../copy";
import { hasPost, newRowId, type RowFile } from "../lib/post-row";
import type { RowDialogKind, RowHandlers } from "../components/row-handlers";
import { generateRow } from "./generate-post";
import { createRowImageHandlers } from "./row-images";
import { saveRowEdit } from "./refine-post";
import type { GenerationContext } from "./use-generation-context";

const allowed = new Set<string>(IMAGES.allowedMimeTypes);

/** Adds source images to a row, at most 4 (what analyze-image takes) and only the image types the server accepts. */
export function addSourceImages(ctx: GenerationContext, id: string, added: RowFile[]) {
  const row = ctx.getRow(id);
  if (!row) return;
  const files = [...row.files, ...added.filter((file) => !row.files.some((f) => f.id === file.id))];
  if (files.length > IMAGES.perRequest) toast.warning(messages.generation.tooManyImages);
  ctx.dispatch({ type: "update", id, input: { files: files.slice(0, IMAGES.perRequest) } });
}

/** The handlers every row shares; stable while the page lives, so rows re-render only when their own data changes. */
export function useRowHandlers(ctx: GenerationContext, openDialog: (kind: RowDialogKind, id: string, opener: HTMLElement | null) => void): RowHandlers {
  return useMemo<RowHandlers>(
    () => ({
      ...createRowImageHandlers({ getRow: ctx.getRow, update: (id, input) => ctx.dispatch({ type: "update", id, input }) }),
      update: (id, input) => ctx.dispatch({ type: "update", id, input }),
      generate: (id) => void generateRow(ctx, id),
      stop: (id) => ctx.runs.stop(id),
      retry: (id) => ctx.runs.retry(id),
      remove: (id) => {
        const rows = ctx.getRows();
        const index = rows.findIndex((row) => row.id === id);
        const row = rows[index];
        if (!row) return;
        ctx.runs.stop(id);
        ctx.dispatch({ type: "remove", id });
        // A written post is work: its deletion can be undone for a while.
        if (hasPost(row)) {
          toast.message(contentCopy.row.deleted(index + 1), undefined, {
            action: { label: contentCopy.row.undo, onClick: () => ctx.dispatch({ type: "restore", row, index }) },
          });
        }
      },
      selectVersion: (id, index) => ctx.dispatch({ type: "selectVersion", id, index }),
      saveEdit: (id, text, before) => saveRowEdit(ctx, id, text, before),
      addLocalFiles: (id, files) => {
        const images = files.filter((file) => allowed.has(file.type));
        if (images.length < files.length) toast.error(messages.images.unsupportedType);
        addSourceImages(
          ctx,
          id,
          images.map((file) => ({ kind: "local", id: newRowId(), file })),
        );
      },
      openDialog,
      copy: (text) => {
        // The clipboard API exists only in secure contexts (a self-hosted app may be served over plain http).
        Promise.resolve()
          .then(() => navigator.clipboard.writeText(text))
          .then(() => toast.success(messages.generation.postCopied))
          .catch(() => toast.error(messages.generation.copyFailed));
      },
    }),
    [ctx, openDialog],
  );
}
