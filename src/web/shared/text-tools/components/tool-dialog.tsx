import { useId, type ReactNode } from "react";
import { ToolDialog } from "@/web/components/tool-dialog";
import { Textarea } from "@/web/components/ui/textarea";
import { headlinesCopy as copy } from "../copy";

/**
 * The frame both text tools share: the shared tool dialog in its workbench layout, with the text to work from
 * (editable) above the tool's own fields; the results land below while the dialog stays open.
 */
export function TextToolDialog({
  text,
  onTextChange,
  fields,
  busy,
  children,
  ...frame
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  text: string;
  onTextChange: (text: string) => void;
  fields?: ReactNode;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
  onCloseAutoFocus?: (event: Event) => void;
  children?: ReactNode;
}) {
  const sourceId = useId();
  return (
    <ToolDialog
      {...frame}
      size="wide"
      layout="workbench"
      busy={busy}
      busyLabel={copy.writing}
      submitDisabled={text.trim() === ""}
      cancelLabel={copy.cancel}
      beside={fields}
      results={children}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={sourceId} className="text-sm font-medium">
          {copy.source}
        </label>
        <Textarea
          id={sourceId}
          value={text}
          disabled={busy}
          placeholder={copy.sourcePlaceholder}
          onChange={(event) => onTextChange(event.target.value)}
          className="max-h-40 min-h-24"
        />
      </div>
    </ToolDialog>
  );
}
