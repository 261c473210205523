import { useEffect } from "react";
import type { PostRowsStore } from "@/web/features/content/hooks/use-post-rows";
import { isBlankRow, newRowId } from "@/web/features/content/lib/post-row";
import { INBOX_EVENT, takeInbox } from "@/web/shared/languages/repurpose-inbox";

/** Results sent to this page (repurpose) become rows with their post as the first version, marked with their target. */
export function useInbox(storageKey: string, store: Pick<PostRowsStore, "dispatch" | "getRows">) {
  const { dispatch, getRows } = store;
  useEffect(() => {
    const receive = () => {
      const items = takeInbox(storageKey);
      if (items.length === 0) return;
      const blanks = getRows()
        .filter(isBlankRow)
        .map((row) => row.id);
      for (const item of items) {
        const id = newRowId();
        dispatch({ type: "add", ids: [id], input: { textContent: item.source }, origin: item.label });
        dispatch({ type: "succeed", id, content: item.content, timestamp: item.timestamp });
      }
      if (blanks.length > 0) dispatch({ type: "removeRows", ids: blanks });
    };
    receive();
    const onEvent = (event: Event) => {
      if ((event as CustomEvent<string>).detail === storageKey) receive();
    };
    window.addEventListener(INBOX_EVENT, onEvent);
    return () => window.removeEventListener(INBOX_EVENT, onEvent);
  }, [storageKey, dispatch, getRows]);
}
