import { messages } from "@/shared/messages";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import type { ModelOption as TextModel } from "@/web/lib/models-query";
import { notesCopy } from "../copy";

interface ModelSelectProps {
  id: string;
  models: TextModel[];
  value: string | null;
  onChange: (id: string) => void;
  isLoading: boolean;
  isError: boolean;
}

/** 'Select AI Model': the active text models; disabled (server default) while they cannot be listed. */
export function ModelSelect({ id, models, value, onChange, isLoading, isError }: ModelSelectProps) {
  const unavailable = isError || (!isLoading && models.length === 0);
  return (
    <div className="flex flex-col gap-1">
      <Select value={value ?? ""} onValueChange={onChange} disabled={isLoading || unavailable}>
        <SelectTrigger id={id} className="w-full sm:w-64" aria-describedby={unavailable ? `${id}-note` : undefined}>
          <SelectValue placeholder={unavailable ? notesCopy.defaultModel : messages.notes.selectModel} />
        </SelectTrigger>
        <SelectContent>
          {models.map((m) => (
            <SelectItem key={m.id} value={m.id}>
              {m.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {unavailable && (
        <p id={`${id}-note`} className="text-xs text-muted-foreground">
          {notesCopy.modelsUnavailable}
        </p>
      )}
    </div>
  );
}
