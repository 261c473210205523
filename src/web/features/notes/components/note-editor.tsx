import { FileText, Save, Sparkles, Square } from "lucide-react";
import { useId } from "react";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { Textarea } from "@/web/components/ui/textarea";
import { RoleReason } from "@/web/components/role-reason";
import { useCapability } from "@/web/lib/workspace-role";
import type { ModelOption as TextModel } from "@/web/lib/models-query";
import { notesCopy } from "../copy";
import { ModelSelect } from "./model-select";

interface NoteEditorProps {
  title: string;
  content: string;
  onTitleChange: (title: string) => void;
  onContentChange: (content: string) => void;
  model: { models: TextModel[]; value: string | null; setValue: (id: string) => void; isLoading: boolean; isError: boolean };
  saving: boolean;
  extracting: boolean;
  onSave: () => void;
  onExtract: () => void;
  /** While extracting: stops it. */
  onStop?: () => void;
}

/** Optional title, the notes, the AI model, Save Note and Extract Topics. */
export function NoteEditor({ title, content, onTitleChange, onContentChange, model, saving, extracting, onSave, onExtract, onStop }: NoteEditorProps) {
  const id = useId();
  // Saving a note and extracting topics (a generation) need a writer; a viewer sees both disabled with the reason.
  const write = useCapability("write");
  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <FileText aria-hidden="true" className="size-4 text-muted-foreground" />
            {notesCopy.editorTitle}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-title`}>
            {notesCopy.titleLabel} <span className="font-normal text-muted-foreground">{notesCopy.optional}</span>
          </Label>
          <Input id={`${id}-title`} value={title} onChange={(e) => onTitleChange(e.target.value)} placeholder={notesCopy.titlePlaceholder} autoComplete="off" />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-content`}>{notesCopy.contentLabel}</Label>
          <Textarea
            id={`${id}-content`}
            value={content}
            onChange={(e) => onContentChange(e.target.value)}
            placeholder={notesCopy.contentPlaceholder}
            className="max-h-[60dvh] min-h-56 resize-y"
            aria-describedby={`${id}-count`}
          />
          <p id={`${id}-count`} className="text-right text-xs text-muted-foreground">
            {notesCopy.characters(content.length)}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-model`}>{notesCopy.modelLabel}</Label>
          <ModelSelect id={`${id}-model`} {...model} onChange={model.setValue} />
        </div>
      </CardContent>
      <CardFooter className="flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <RoleReason reason={write.reason} className="sm:mr-auto" />
        <Button variant="outline" onClick={onSave} disabled={saving || !write.allowed} title={write.reason ?? undefined} className="max-sm:w-full">
          {saving ? <Spinner /> : <Save aria-hidden="true" />}
          {saving ? notesCopy.saving : messages.notes.saveNote}
        </Button>
        {extracting && onStop && (
          <Button variant="outline" onClick={onStop} className="max-sm:w-full">
            <Square aria-hidden="true" className="fill-current" />
            {notesCopy.stop}
          </Button>
        )}
        <Button onClick={onExtract} disabled={extracting || !write.allowed} title={write.reason ?? undefined} className="max-sm:w-full">
          {extracting ? <Spinner /> : <Sparkles aria-hidden="true" />}
          {extracting ? notesCopy.extracting : messages.notes.extractTopics}
        </Button>
      </CardFooter>
    </Card>
  );
}
