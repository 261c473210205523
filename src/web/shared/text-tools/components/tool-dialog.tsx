import { useId, useState, type ReactNode } from "react";
import { ToolDialog } from "@/web/components/tool-dialog";
import { Textarea } from "@/web/components/ui/textarea";
import { focusReturn, type Opener } from "@/web/lib/focus-return";
import { headlinesCopy as copy } from "../copy";

export interface TextToolProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text to start from (a post, a history item); the user may edit it. */
  initialText: string;
  modelId?: string;
  /** Where focus goes back to on close. */
  opener?: Opener;
}

/**
 * The frame both text tools share: the shared tool dialog in its workbench layout, with the text to work from
 * (editable) above the tool's own fields; the results land below while the dialog stays open.
 */
export function TextToolDialog({
  open,
  onOpenChange,
  initialText,
  opener,
  texts,
  answered,
  busy,
  onSubmit,
  fields,
  children,
}: Omit<TextToolProps, "modelId"> & {
  texts: { title: string; description: string; submit: string; regenerate: string };
  /** A result is shown: the button offers to write again. */
  answered: boolean;
  busy: boolean;
  onSubmit: (text: string) => void;
  fields?: ReactNode;
  children?: ReactNode;
}) {
  const sourceId = useId();
  const [text, setText] = useState(initialText);
  return (
    <ToolDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={focusReturn(opener)}
      texts={{ ...texts, submit: answered ? texts.regenerate : texts.submit, busy: copy.writing, cancel: copy.cancel }}
      size="wide"
      layout="workbench"
      busy={busy}
      submitDisabled={text.trim() === ""}
      onSubmit={() => onSubmit(text)}
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
          onChange={(event) => setText(event.target.value)}
          className="max-h-40 min-h-24"
        />
      </div>
    </ToolDialog>
  );
}
