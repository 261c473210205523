import { useCallback, useEffect, useMemo, useState } from "react";
import { PLAYGROUND_TOPICS_KEY } from "@/web/lib/user-storage";
import { parseTopics, type Topic } from "../lib/topics";

/** Topics kept from an earlier visit: leaving the playground (to send them, or anywhere) does not lose them. */
function storedTopics(): Topic[] {
  try {
    const raw = localStorage.getItem(PLAYGROUND_TOPICS_KEY);
    return (raw && parseTopics({ topics: JSON.parse(raw) as unknown })) || [];
  } catch {
    return [];
  }
}

/** Extracted topics and which of them are checked; new topics clear the selection. */
export function useTopicSelection() {
  const [topics, setTopicsState] = useState<Topic[]>(storedTopics);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    try {
      if (topics.length > 0) localStorage.setItem(PLAYGROUND_TOPICS_KEY, JSON.stringify(topics));
      else localStorage.removeItem(PLAYGROUND_TOPICS_KEY);
    } catch {
      /* storage unavailable: the topics last as long as the page */
    }
  }, [topics]);

  const setTopics = useCallback((next: Topic[]) => {
    setTopicsState(next);
    setSelected(new Set());
  }, []);

  const toggle = useCallback((index: number, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
  }, []);

  const toggleAll = useCallback((on: boolean) => setSelected(on ? new Set(topics.map((_, i) => i)) : new Set()), [topics]);

  const selectedTopics = useMemo(() => topics.filter((_, i) => selected.has(i)), [topics, selected]);

  return { topics, setTopics, selected, toggle, toggleAll, selectedTopics };
}
