import { RotateCcw, Sparkles } from "lucide-react";
import { IMAGES } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Spinner } from "@/web/components/ui/spinner";
import { Textarea } from "@/web/components/ui/textarea";
import { playgroundCopy as copy } from "../copy";
import type { ImagePlaygroundState } from "../hooks/use-image-playground";

type Props = Pick<ImagePlaygroundState, "form" | "prompts" | "models" | "generate" | "reset" | "isGenerating">;

export function ImageGeneratorForm({ form, prompts, models, generate, reset, isGenerating }: Props) {
  const selectedModel = models.data?.find((m) => m.model_id === form.modelId);
  const noModels = models.isSuccess && models.data.length === 0;
  const canGenerate = form.prompt.trim().length > 0 && !isGenerating && !noModels && !models.isPending;

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>{copy.formTitle}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            generate();
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="image-prompt">{copy.promptLabel}</Label>
            <Textarea
              id="image-prompt"
              value={form.prompt}
              onChange={(e) => form.setPrompt(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
                  e.preventDefault();
                  if (canGenerate) generate();
                }
              }}
              placeholder={copy.promptPlaceholder}
              className="min-h-28"
              maxLength={4000}
            />
          </div>

          <div className="flex flex-col gap-2">
            <Label htmlFor="image-template">{copy.templateLabel}</Label>
            <NativeSelect id="image-template" value={form.templateId} onChange={(e) => form.chooseTemplate(e.target.value)} disabled={prompts.isPending}>
              <option value="">{prompts.isPending ? copy.templatesLoading : copy.noTemplate}</option>
              {prompts.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </div>

          <div className="flex flex-col gap-2">
            <Label htmlFor="image-model" className="justify-between">
              {copy.modelLabel}
              {selectedModel?.offline && <Badge variant="secondary">{messages.models.offline}</Badge>}
            </Label>
            <NativeSelect id="image-model" value={form.modelId} onChange={(e) => form.setModelId(e.target.value)} disabled={!models.data?.length}>
              {models.isPending && <option value="">{copy.modelsLoading}</option>}
              {models.data?.map((m) => (
                <option key={m.id} value={m.model_id}>
                  {m.name}
                </option>
              ))}
            </NativeSelect>
            {noModels && <p className="text-sm text-destructive">{copy.noModels}</p>}
          </div>

          <div className="grid grid-cols-2 gap-3">
            <SizeSelect id="image-width" label={copy.widthLabel} value={form.width} onChange={form.setWidth} />
            <SizeSelect id="image-height" label={copy.heightLabel} value={form.height} onChange={form.setHeight} />
          </div>

          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!canGenerate} className="flex-1 sm:flex-none">
              {isGenerating ? <Spinner /> : <Sparkles aria-hidden="true" />}
              {isGenerating ? copy.generating : copy.generate}
            </Button>
            <Button type="button" variant="outline" onClick={reset}>
              <RotateCcw aria-hidden="true" />
              {copy.reset}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{messages.images.mayTakeMinute}</p>
        </form>
      </CardContent>
    </Card>
  );
}

function SizeSelect({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (n: number) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
        {IMAGES.sizes.map((size) => (
          <option key={size} value={size}>
            {copy.px(size)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
