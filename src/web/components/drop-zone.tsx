import { useId, useState } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/web/lib/cn";

export interface DropZoneProps {
  icon: LucideIcon;
  /** The large line: what to do, or the chosen file's name. */
  title: string;
  /** The small line under it: drop hint, accepted types, or the chosen file's size. */
  hint: string;
  accept: string;
  multiple?: boolean;
  /** While uploading: neither the picker nor a drop adds files. */
  disabled?: boolean;
  /** The file input's own accessible name, when the title is not it. */
  inputLabel?: string;
  /** The files picked or dropped (never an empty list). */
  onFiles: (files: File[]) => void;
}

/**
 * The drop zone of the upload dialogs (images, documents): a dashed area that is both the file picker's label
 * (click or keyboard opens it) and a drop target, highlighted while files are dragged over it.
 */
export function DropZone({ icon: Icon, title, hint, accept, multiple = false, disabled = false, inputLabel, onFiles }: DropZoneProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  return (
    <label
      htmlFor={inputId}
      data-testid="drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const files = Array.from(e.dataTransfer.files);
        if (!disabled && files.length) onFiles(multiple ? files : files.slice(0, 1));
      }}
      className={cn(
        "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm text-muted-foreground transition-colors hover:bg-muted/50 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
        dragging && "border-primary bg-primary/5",
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
      <span className="font-medium text-foreground">{title}</span>
      <span>{hint}</span>
      <input
        id={inputId}
        type="file"
        multiple={multiple}
        accept={accept}
        aria-label={inputLabel}
        className="sr-only"
        disabled={disabled}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          if (files.length) onFiles(files);
          e.target.value = "";
        }}
      />
    </label>
  );
}
