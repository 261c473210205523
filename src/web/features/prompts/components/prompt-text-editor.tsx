import { Maximize2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Textarea } from "@/web/components/ui/textarea";
import { promptsCopy } from "../copy";
import type { FieldControlProps } from "./form-field";
import { FullscreenEditor } from "./fullscreen-editor";

interface PromptTextEditorProps extends FieldControlProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** The prompt text box: grows from 200 to 400 px (spec §9), counts characters and opens a fullscreen editor. */
export function PromptTextEditor({ value, onChange, placeholder, ...control }: PromptTextEditorProps) {
  const [fullscreen, setFullscreen] = useState(false);
  const countId = `${control.id}-count`;
  const describedBy = [control["aria-describedby"], countId].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <Textarea
        {...control}
        aria-describedby={describedBy}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className="max-h-[400px] min-h-[200px] overflow-y-auto leading-relaxed"
      />
      <div className="flex items-center justify-between gap-2">
        <p id={countId} className="text-xs text-muted-foreground tabular-nums">
          {promptsCopy.edit.characters(value.length)}
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={() => setFullscreen(true)}>
          <Maximize2 aria-hidden="true" />
          {promptsCopy.edit.fullscreen}
        </Button>
      </div>
      <FullscreenEditor open={fullscreen} onOpenChange={setFullscreen} value={value} onChange={onChange} placeholder={placeholder} />
    </div>
  );
}
