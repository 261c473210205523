import { useQueryClient } from "@tanstack/react-query";
import { LibraryView } from "@/web/features/prompt-library/components/library-view";
import { promptKeys } from "@/web/features/prompts/api/prompt-keys";

/** /prompt-library: the library on its own; an added prompt refreshes the user's prompt lists. */
export default function PromptLibraryPage() {
  const queryClient = useQueryClient();
  return <LibraryView onPromptAdded={() => void queryClient.invalidateQueries({ queryKey: promptKeys.all })} />;
}
