import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";
import type { Prompt } from "@/shared/contracts/prompts";
import type { PromptPage } from "./get-prompts";
import { promptKeys } from "./prompt-keys";

type Lists = InfiniteData<PromptPage, string | undefined>;
export type ListsSnapshot = Array<[QueryKey, Lists | undefined]>;

/** Every cached prompt list, so an optimistic change can be undone. */
export async function snapshotLists(qc: QueryClient): Promise<ListsSnapshot> {
  await qc.cancelQueries({ queryKey: promptKeys.lists() });
  return qc.getQueriesData<Lists>({ queryKey: promptKeys.lists() });
}

export function restoreLists(qc: QueryClient, snapshot: ListsSnapshot) {
  for (const [key, data] of snapshot) qc.setQueryData(key, data);
}

/** Applies a change to the prompts of every cached list page. */
export function updateLists(qc: QueryClient, change: (prompts: Prompt[]) => Prompt[]) {
  qc.setQueriesData<Lists>({ queryKey: promptKeys.lists() }, (old) =>
    old ? { ...old, pages: old.pages.map((page) => ({ ...page, data: change(page.data) })) } : old,
  );
}

export const replacePrompt = (next: Prompt) => (prompts: Prompt[]) => prompts.map((p) => (p.id === next.id ? next : p));
