import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Note } from "@/shared/contracts/notes";
import type { LanguageCode } from "@/shared/languages";
import { messages } from "@/shared/messages";
import { errorMessage } from "@/web/lib/api-error";
import { useCurrentBrand } from "@/web/lib/brand-context-core";
import { toast } from "@/web/lib/toast";
import { useCreateNote } from "../api/create-note";
import { useProcessNotes } from "../api/process-notes";
import { parseTopics, topicsToClipboardText } from "../lib/topics";
import type { PlaygroundArrival, TopicTransferState } from "../lib/transfer";
import { useTopicSelection } from "./use-topic-selection";

/** The playground's state and actions: the note draft, saving, topic extraction, copying and sending topics. */
export function usePlayground(arrival: PlaygroundArrival | null, language?: LanguageCode) {
  const navigate = useNavigate();
  const { brandId } = useCurrentBrand();
  const [title, setTitle] = useState(arrival?.noteTitle ?? "");
  const [content, setContent] = useState(arrival?.noteContent ?? "");
  const selection = useTopicSelection();
  const createNote = useCreateNote();
  const process = useProcessNotes();
  const { setTopics } = selection;
  const processNotes = process.mutateAsync;
  /** The running extraction: Stop aborts it (the server then stops the model). */
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function saveNote() {
    if (!content.trim()) return void toast.error(messages.notes.enterContentFirst);
    try {
      await createNote.mutateAsync({ title, content });
      toast.success(messages.notes.saved);
    } catch (err) {
      toast.error(messages.notes.saveFailed, errorMessage(err));
    }
  }

  const extract = useCallback(
    async (notes: string, model: string | null) => {
      if (!notes.trim()) return void toast.error(messages.notes.enterContentFirst);
      const controller = new AbortController();
      running.current = controller;
      try {
        const topics = parseTopics(await processNotes({ notes, modelId: model, brandId, language, signal: controller.signal }));
        if (!topics) return void toast.error(messages.notes.invalidFormat);
        setTopics(topics);
        toast.success(messages.notes.topicsExtracted);
      } catch (err) {
        // Stopped: nothing failed.
        if (!controller.signal.aborted) toast.error(messages.notes.processFailed(errorMessage(err)));
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [processNotes, brandId, language, setTopics],
  );

  function applyNote(note: Note) {
    setTitle(note.title === messages.notes.untitled ? "" : note.title);
    setContent(note.content);
  }

  async function copySelected() {
    if (selection.selectedTopics.length === 0) return void toast.error(messages.notes.selectTopic);
    try {
      await navigator.clipboard.writeText(topicsToClipboardText(selection.selectedTopics));
      toast.success(messages.notes.copied);
    } catch (err) {
      console.error("Failed to copy topics:", err);
      toast.error(messages.notes.copyFailed);
    }
  }

  function sendTo(path: string) {
    if (selection.selectedTopics.length === 0) return void toast.error(messages.notes.selectTopic);
    const state: TopicTransferState = { transferredTopics: selection.selectedTopics };
    navigate(path, { state });
  }

  return {
    draft: { title, setTitle, content, setContent },
    selection,
    saving: createNote.isPending,
    extracting: process.isPending,
    saveNote,
    extract: (model: string | null) => extract(content, model),
    stopExtracting: () => running.current?.abort(),
    extractText: extract,
    applyNote,
    copySelected,
    sendTo,
  };
}
