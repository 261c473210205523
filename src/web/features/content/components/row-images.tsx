import { useState } from "react";
import { AlertTriangle, FileText, ImageOff, Sparkles, X } from "lucide-react";
import { sameOriginStorageUrl } from "@/shared/contracts/images";
import { ALT_MAX } from "@/shared/contracts/visuals";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-error";
import { useCapability } from "@/web/lib/workspace-role";
import { contentCopy } from "../copy";
import type { RowDocument, RowImage } from "../lib/post-row";
import { RemoveImageButton } from "./image-thumbs";
import type { RowHandlers } from "./row-handlers";

const c = contentCopy.alt;

type Save = { state: "idle" } | { state: "saving" } | { state: "error"; message: string };

/** One attached image with its alt text, edited in place and kept with the stored image when the box is left. */
function AttachedImage({
  rowId,
  image,
  n,
  disabled,
  handlers,
  onRemove,
}: {
  rowId: string;
  image: RowImage;
  n: number;
  disabled: boolean;
  handlers: RowHandlers;
  onRemove: () => void;
}) {
  const write = useCapability("write");
  const shown = image.alt ?? "";
  // The box follows the row's alt until the user types; the typed text is kept until it is saved or reset.
  const [typed, setTyped] = useState<string | null>(null);
  const [save, setSave] = useState<Save>({ state: "idle" });
  const [failed, setFailed] = useState(false);
  const value = typed ?? shown;
  const missing = !image.altPending && value.trim() === "";
  const id = `alt-${rowId}-${image.id}`;

  const commit = async () => {
    if (typed === null || typed.trim() === shown.trim()) return setTyped(null);
    setSave({ state: "saving" });
    try {
      await handlers.saveAlt(rowId, image.id, typed);
      setTyped(null);
      setSave({ state: "idle" });
    } catch (err) {
      setSave({ state: "error", message: errorMessage(err) });
    }
  };

  return (
    <li className="flex gap-2" data-testid="attached-image">
      <div className="relative size-14 shrink-0 overflow-hidden rounded-md border bg-muted">
        {failed ? (
          <span className="flex size-full items-center justify-center text-muted-foreground" title={messages.images.errorLoading}>
            <ImageOff aria-hidden className="size-4" />
          </span>
        ) : (
          <img src={sameOriginStorageUrl(image.url)} alt={shown} loading="lazy" decoding="async" className="size-full object-cover" onError={() => setFailed(true)} />
        )}
        {write.allowed && <RemoveImageButton label={contentCopy.post.removeAttached(n)} disabled={disabled} onClick={onRemove} />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="sr-only">
          {c.label(n)}
        </label>
        <Textarea
          id={id}
          rows={2}
          value={value}
          maxLength={ALT_MAX}
          placeholder={image.altPending ? c.writing : c.placeholder}
          readOnly={!write.allowed}
          disabled={disabled || image.altPending === true || save.state === "saving"}
          aria-invalid={save.state === "error" || undefined}
          aria-describedby={`${id}-status`}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => void commit()}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.blur();
            }
            if (event.key === "Escape") setTyped(null);
          }}
          className="min-h-10 py-1.5 text-xs md:text-xs"
        />
        <div id={`${id}-status`} className="flex min-h-5 flex-wrap items-center gap-2 text-xs">
          {image.altPending && (
            <span role="status" className="inline-flex items-center gap-1 text-muted-foreground">
              <Spinner className="size-3" />
              {c.writing}
            </span>
          )}
          {save.state === "saving" && (
            <span role="status" className="inline-flex items-center gap-1 text-muted-foreground">
              <Spinner className="size-3" />
              {c.saving}
            </span>
          )}
          {save.state === "error" && (
            <span role="alert" className="text-destructive">
              {c.saveFailed}: {save.message}
            </span>
          )}
          {missing && save.state !== "saving" && (
            <>
              <span className="inline-flex items-center gap-1 text-amber-700 dark:text-amber-400">
                <AlertTriangle aria-hidden className="size-3" />
                {c.missing}
              </span>
              {write.allowed && (
                <Button type="button" size="sm" variant="outline" className="h-6 px-2 text-xs" disabled={disabled} onClick={() => void handlers.writeAlt(rowId, image.id)}>
                  <Sparkles aria-hidden className="size-3" />
                  {c.write}
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </li>
  );
}

/** The images attached to a row's post, each with its alt text shown and editable in place (issue 27). */
export function RowImages({ rowId, images, disabled, handlers }: { rowId: string; images: RowImage[]; disabled: boolean; handlers: RowHandlers }) {
  if (images.length === 0) return null;
  return (
    <ul aria-label={contentCopy.post.attached} className="flex flex-col gap-2">
      {images.map((image, i) => (
        <AttachedImage
          key={image.id}
          rowId={rowId}
          image={image}
          n={i + 1}
          disabled={disabled}
          handlers={handlers}
          onRemove={() => handlers.update(rowId, { selectedImages: images.filter((_, j) => j !== i) })}
        />
      ))}
    </ul>
  );
}

/** A carousel's PDF attached to the row's post: opens in a new tab; Schedule posts it as a LinkedIn document. */
export function RowDocumentChip({ rowId, document, disabled, handlers }: { rowId: string; document: RowDocument | null | undefined; disabled: boolean; handlers: RowHandlers }) {
  const write = useCapability("write");
  if (!document) return null;
  const g = contentCopy.graphics;
  return (
    <div data-testid="attached-document" className="flex items-center gap-2 rounded-md border bg-muted/40 px-2 py-1.5 text-xs">
      <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 flex-1">
        <a href={sameOriginStorageUrl(document.url)} target="_blank" rel="noreferrer" className="font-medium underline-offset-2 hover:underline">
          {g.attachedPdf(document.pages)}
        </a>
        <span className="block text-muted-foreground">{g.attachedPdfHint}</span>
      </span>
      {write.allowed && (
        <Button type="button" variant="ghost" size="icon" className="size-6" aria-label={g.removePdf} title={g.removePdf} disabled={disabled} onClick={() => handlers.update(rowId, { document: null })}>
          <X aria-hidden className="size-3.5" />
        </Button>
      )}
    </div>
  );
}
