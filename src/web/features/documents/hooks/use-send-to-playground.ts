import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { DocumentSummary } from "@/shared/contracts/documents";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { documentQueryOptions } from "../api/get-document";
import { noteTitleOf } from "../lib/document-file";

/**
 * Opens the Content Playground with the document's text as a note: state {noteContent, noteTitle}, plus
 * autoExtract: true to start topic extraction at once (the notes page reads exactly these keys).
 */
export function useSendToPlayground() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function send(doc: Pick<DocumentSummary, "id" | "filename">, autoExtract: boolean) {
    setPendingId(doc.id);
    try {
      const detail = await queryClient.fetchQuery(documentQueryOptions(doc.id));
      const state = { noteContent: detail.extracted_text ?? "", noteTitle: noteTitleOf(doc.filename), ...(autoExtract ? { autoExtract: true } : {}) };
      navigate("/content-playground", { state });
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setPendingId(null);
    }
  }
  return { send, pendingId };
}
