import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { messages } from "@/shared/messages";
import { PageHeader } from "@/web/components/ui/page-header";
import { LanguageSelect } from "@/web/shared/languages/language-select";
import { usePageLanguage } from "@/web/shared/languages/use-page-language";
import { useModelChoice } from "../hooks/use-model-choice";
import { usePlayground } from "../hooks/use-playground";
import { notesCopy } from "../copy";
import { readArrival } from "../lib/transfer";
import { ExtractedTopics } from "./extracted-topics";
import { NoteEditor } from "./note-editor";
import { PreviousNotesPanel } from "./previous-notes-panel";

/** The playground remembers its language like a content page (key `contentPlaygroundLanguage`). */
const PLAYGROUND_LANGUAGE_SCOPE = "contentPlayground";

/** Notes in, topics out: the note editor, previous notes, and the extracted topics sent on to content pages. */
export function ContentPlayground() {
  const location = useLocation();
  const navigate = useNavigate();
  // Another page may send a text to start from ({ noteContent, noteTitle }) and ask to extract at once.
  const [arrival] = useState(() => readArrival(location.state));
  const model = useModelChoice();
  const pageLanguage = usePageLanguage(PLAYGROUND_LANGUAGE_SCOPE);
  const pg = usePlayground(arrival, pageLanguage.language);
  const { extractText } = pg;
  const arrivalHandled = useRef(false);

  useEffect(() => {
    if (!arrival || arrivalHandled.current) return;
    // Wait for the model list so the extraction uses the chosen default, unless it cannot load.
    if (arrival.autoExtract && model.isLoading) return;
    arrivalHandled.current = true;
    // Drop the state so a reload does not prefill or extract again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    if (arrival.autoExtract) void extractText(arrival.noteContent ?? "", model.value);
  }, [arrival, model.isLoading, model.value, extractText, navigate, location.pathname, location.search]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title={messages.notes.title}
        description={notesCopy.pageDescription}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSelect value={pageLanguage.language} brandLanguage={pageLanguage.brandLanguage} onChange={pageLanguage.choose} />
            <PreviousNotesPanel onUse={pg.applyNote} />
          </div>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <NoteEditor
          title={pg.draft.title}
          content={pg.draft.content}
          onTitleChange={pg.draft.setTitle}
          onContentChange={pg.draft.setContent}
          model={model}
          saving={pg.saving}
          extracting={pg.extracting}
          onSave={() => void pg.saveNote()}
          onExtract={() => void pg.extract(model.value)}
          onStop={pg.stopExtracting}
        />
        <ExtractedTopics
          topics={pg.selection.topics}
          selected={pg.selection.selected}
          extracting={pg.extracting}
          onToggle={pg.selection.toggle}
          onToggleAll={pg.selection.toggleAll}
          onCopy={() => void pg.copySelected()}
          onSend={pg.sendTo}
        />
      </div>
    </div>
  );
}
