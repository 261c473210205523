import { useId } from "react";
import { ScanEye, Wand2 } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Spinner } from "@/web/components/ui/spinner";
import { useCapability } from "@/web/lib/workspace-role";
import { ModelSelect } from "@/web/shared/models/model-select";
import { contentCopy } from "../copy";
import { hasContent, hasPost, type PostRow } from "../lib/post-row";
import { modelIdForRow, modelsForRow, type PageCatalog } from "../hooks/use-page-catalog";
import type { RowHandlers } from "./row-handlers";

const copy = contentCopy.row;

function promptPlaceholder(catalog: PageCatalog) {
  if (catalog.promptsLoading) return copy.promptsLoading;
  if (catalog.promptsError) return copy.promptsFailed;
  return catalog.prompts.length === 0 ? copy.noPrompts : copy.promptPlaceholder;
}

/** The row's prompt and model, and its Generate Post (or Analyze images) button. */
export function RowSettingsCell({ row, catalog, handlers }: { row: PostRow; catalog: PageCatalog; handlers: RowHandlers }) {
  const promptId = useId();
  const modelId = useId();
  const write = useCapability("write");
  const models = modelsForRow(catalog, row);
  const shownModel = modelIdForRow(catalog, row) ?? "";
  const promptMissing =
    row.selectedPromptId !== "" && !catalog.promptsLoading && !catalog.promptsError && !catalog.prompts.some((p) => p.id === row.selectedPromptId);
  // The Generate Post button appears only when the row has something to write from and a prompt (spec §2).
  const ready = hasContent(row) && row.selectedPromptId !== "";
  const isImage = row.contentType === "image";

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={promptId} className="text-xs font-medium text-muted-foreground">
            {copy.promptLabel}
          </label>
          <NativeSelect
            id={promptId}
            value={row.selectedPromptId}
            disabled={row.isLoading}
            onChange={(event) => handlers.update(row.id, { selectedPromptId: event.target.value })}
          >
            <option value="">{promptPlaceholder(catalog)}</option>
            {catalog.prompts.map((prompt) => (
              <option key={prompt.id} value={prompt.id}>
                {prompt.name}
              </option>
            ))}
            {promptMissing && <option value={row.selectedPromptId}>{copy.promptUnavailable}</option>}
          </NativeSelect>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={modelId} className="text-xs font-medium text-muted-foreground">
            {copy.modelLabel}
          </label>
          <ModelSelect
            id={modelId}
            models={models}
            value={shownModel}
            disabled={row.isLoading}
            onChange={(selectedModelId) => handlers.update(row.id, { selectedModelId })}
          />
        </div>
      </div>
      {ready && (
        <Button
          type="button"
          variant={hasPost(row) ? "outline" : "default"}
          className="w-full"
          disabled={row.isLoading || !write.allowed}
          title={write.reason ?? undefined}
          onClick={() => handlers.generate(row.id)}
        >
          {row.isLoading ? <Spinner /> : isImage ? <ScanEye aria-hidden /> : <Wand2 aria-hidden />}
          {row.isLoading ? (isImage ? copy.analyzing : copy.generating) : isImage ? copy.analyze : copy.generate}
        </Button>
      )}
    </div>
  );
}
