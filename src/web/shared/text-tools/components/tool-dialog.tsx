import { useId, useState, type ReactNode } from "react";
import type { ContentType } from "@/shared/content-types";
import type { LanguageCode } from "@/shared/languages";
import { ToolDialog } from "@/web/components/tool-dialog";
import { Textarea } from "@/web/components/ui/textarea";
import { focusReturn, type Opener } from "@/web/lib/focus-return";
import { useModels } from "@/web/lib/models-query";
import { modelsCopy } from "@/web/shared/models/copy";
import { ModelSelect, shownModelId } from "@/web/shared/models/model-select";
import { headlinesCopy as copy } from "../copy";

export interface TextToolProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text to start from (a post, a history item); the user may edit it. */
  initialText: string;
  /** The model preselected in the picker (the row's, the item's); else the default. */
  modelId?: string;
  /** The language to write in (the page's, the item's); absent: the brand's, then English, as every function. */
  language?: LanguageCode;
  contentType?: ContentType;
  /** Where focus goes back to on close. */
  opener?: Opener;
}

/** What a tool's run sends besides its own fields: the text and the model picked. */
export interface TextToolRun {
  text: string;
  modelId: string | undefined;
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
  onStop,
  modelId,
  fields,
  children,
}: Omit<TextToolProps, "language" | "contentType"> & {
  texts: { title: string; description: string; submit: string; regenerate: string };
  /** A result is shown: the button offers to write again. */
  answered: boolean;
  busy: boolean;
  onSubmit: (run: TextToolRun) => void;
  /** Stops the running request. */
  onStop: () => void;
  fields?: ReactNode;
  children?: ReactNode;
}) {
  const sourceId = useId();
  const modelFieldId = useId();
  const [text, setText] = useState(initialText);
  const models = useModels({ type: "text", active: true }).data ?? [];
  const [chosenModel, setChosenModel] = useState(modelId ?? "");
  const shownModel = shownModelId(models, chosenModel);
  return (
    <ToolDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={focusReturn(opener)}
      texts={{ ...texts, submit: answered ? texts.regenerate : texts.submit, busy: copy.writing, cancel: copy.cancel }}
      size="wide"
      layout="workbench"
      busy={busy}
      onStop={onStop}
      submitDisabled={text.trim() === ""}
      onSubmit={() => onSubmit({ text, modelId: shownModel || undefined })}
      beside={
        <>
          {fields}
          <div className="flex min-w-48 flex-col gap-1.5">
            <label htmlFor={modelFieldId} className="text-sm font-medium">
              {modelsCopy.label}
            </label>
            <ModelSelect id={modelFieldId} models={models} value={shownModel} disabled={busy} onChange={setChosenModel} />
          </div>
        </>
      }
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
