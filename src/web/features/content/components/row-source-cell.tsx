import { useId, useRef, useState } from "react";
import { FileImage, ImagePlus, Images, Maximize2, Type } from "lucide-react";
import { IMAGES } from "@/shared/constants";
import { Button } from "@/web/components/ui/button";
import { Textarea } from "@/web/components/ui/textarea";
import { cn } from "@/web/lib/cn";
import { contentCopy } from "../copy";
import { hasPost, type PostRow, type RowContentType } from "../lib/post-row";
import { ImageThumbs } from "./image-thumbs";
import type { RowHandlers } from "./row-handlers";

const copy = contentCopy.row;

function TypeToggle({ value, onChange, disabled }: { value: RowContentType; onChange: (type: RowContentType) => void; disabled: boolean }) {
  const options = [
    { type: "text" as const, label: copy.text, Icon: Type },
    { type: "image" as const, label: copy.image, Icon: FileImage },
  ];
  return (
    <div role="group" aria-label={copy.inputType} className="inline-flex w-fit rounded-md bg-muted p-0.5">
      {options.map(({ type, label, Icon }) => (
        <button
          key={type}
          type="button"
          aria-pressed={value === type}
          disabled={disabled}
          onClick={() => onChange(type)}
          className={cn(
            "inline-flex h-7 items-center gap-1.5 rounded-[5px] px-2.5 text-xs font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
            value === type && "bg-background text-foreground shadow-xs",
          )}
        >
          <Icon aria-hidden className="size-3.5" />
          {label}
        </button>
      ))}
    </div>
  );
}

function SourceImages({ row, handlers }: { row: PostRow; handlers: RowHandlers }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const full = row.files.length >= IMAGES.perRequest;
  const hasLocal = row.files.some((file) => file.kind === "local");
  const canAdd = !row.isLoading && !full;
  return (
    <div
      onDragOver={(event) => {
        if (!canAdd) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (canAdd) handlers.addLocalFiles(row.id, Array.from(event.dataTransfer.files));
      }}
      className={cn("flex flex-col gap-3 rounded-lg border border-dashed bg-muted/20 p-3 transition-colors", dragging && "border-primary bg-primary/5")}
    >
      {row.files.length > 0 ? (
        <ImageThumbs
          images={row.files}
          label={copy.image}
          removeLabel={copy.removeImage}
          disabled={row.isLoading}
          onRemove={(index) => handlers.update(row.id, { files: row.files.filter((_, i) => i !== index) })}
        />
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground max-sm:hidden">
          <FileImage aria-hidden className="size-4" />
          {copy.dropImages}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          type="file"
          accept={IMAGES.allowedMimeTypes.join(",")}
          multiple
          hidden
          onChange={(event) => {
            handlers.addLocalFiles(row.id, Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
        <Button type="button" variant="outline" size="sm" disabled={!canAdd} onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden />
          {copy.chooseImages}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!canAdd}
          onClick={(event) => handlers.openDialog("sourceImages", row.id, event.currentTarget)}
        >
          <Images aria-hidden />
          {copy.fromLibrary}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{hasLocal ? `${copy.imagesHint} ${copy.localNotKept}` : copy.imagesHint}</p>
    </div>
  );
}

/** The row's input: text or images to write from, and optional context. */
export function RowSourceCell({ row, handlers }: { row: PostRow; handlers: RowHandlers }) {
  const contextId = useId();
  const canExpandText = row.contentType === "text" && !hasPost(row) && row.textContent.trim() !== "";
  return (
    <div className="flex flex-col gap-3">
      <TypeToggle value={row.contentType} disabled={row.isLoading} onChange={(contentType) => handlers.update(row.id, { contentType })} />
      {row.contentType === "image" && <SourceImages row={row} handlers={handlers} />}
      <div className="flex flex-col gap-1.5">
        <Textarea
          aria-label={copy.textLabel}
          placeholder={row.contentType === "image" ? copy.imageTextPlaceholder : copy.textPlaceholder}
          value={row.textContent}
          readOnly={row.isLoading}
          onChange={(event) => handlers.update(row.id, { textContent: event.target.value })}
          className={cn("max-h-72 resize-y", row.contentType === "image" ? "min-h-10 text-sm" : "min-h-24")}
          rows={row.contentType === "image" ? 2 : undefined}
        />
        {canExpandText && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={row.isLoading}
            className="h-7 w-fit px-2 text-xs text-muted-foreground"
            onClick={(event) => handlers.openDialog("expand", row.id, event.currentTarget)}
          >
            <Maximize2 aria-hidden className="size-3.5" />
            {contentCopy.post.expand}
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={contextId} className="text-xs font-medium text-muted-foreground">
          {copy.contextLabel}
        </label>
        <Textarea
          id={contextId}
          placeholder={copy.contextPlaceholder}
          value={row.additionalContext}
          readOnly={row.isLoading}
          onChange={(event) => handlers.update(row.id, { additionalContext: event.target.value })}
          className="max-h-40 min-h-10 resize-y text-sm"
          rows={1}
        />
      </div>
    </div>
  );
}
