import { useCallback, useMemo, useState } from "react";
import type { Topic } from "../lib/topics";

/** Extracted topics and which of them are checked; new topics clear the selection. */
export function useTopicSelection() {
  const [topics, setTopicsState] = useState<Topic[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

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
