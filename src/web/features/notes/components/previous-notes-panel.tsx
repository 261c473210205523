import { format } from "date-fns";
import { History, NotebookPen } from "lucide-react";
import { useState } from "react";
import type { Note } from "@/shared/contracts/notes";
import { HISTORY } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { ResizablePanel } from "@/web/components/ui/resizable-panel";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { useNotes } from "../api/get-notes";
import { notesCopy } from "../copy";

/** 'View Previous Notes': a resizable side panel of saved notes, each with 'Use Note'. */
export function PreviousNotesPanel({ onUse }: { onUse: (note: Note) => void }) {
  const [open, setOpen] = useState(false);
  const notes = useNotes(open);

  return (
    <ResizablePanel
      open={open}
      onOpenChange={setOpen}
      title={messages.notes.viewPrevious}
      trigger={
        <Button variant="outline">
          <History aria-hidden="true" />
          {messages.notes.viewPrevious}
        </Button>
      }
    >
      {notes.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {messages.common.loading}
        </p>
      ) : notes.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {notesCopy.notesLoadFailed}: {errorMessage(notes.error)}
        </p>
      ) : notes.data.length === 0 ? (
        <EmptyState icon={NotebookPen} title={messages.notes.emptyNotes} />
      ) : (
        <ul className="flex flex-col gap-3">
          {notes.data.map((note) => (
            <li key={note.id} className="flex flex-col gap-2 rounded-lg border p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <h3 className="font-medium break-words">{note.title.trim() || messages.notes.untitled}</h3>
                <time dateTime={note.created_at} className="text-xs text-muted-foreground">
                  {format(new Date(note.created_at), HISTORY.dateFormat)}
                </time>
              </div>
              <p className="line-clamp-4 text-sm break-words whitespace-pre-wrap text-muted-foreground">{note.content}</p>
              <Button
                size="sm"
                variant="secondary"
                className="self-start"
                onClick={() => {
                  onUse(note);
                  setOpen(false);
                }}
              >
                {messages.notes.useNote}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </ResizablePanel>
  );
}
