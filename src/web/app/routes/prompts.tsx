import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Library } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/web/components/ui/button";
import { LibraryView } from "@/web/features/prompt-library/components/library-view";
import { promptKeys } from "@/web/features/prompts/api/prompt-keys";
import { ManagePrompts } from "@/web/features/prompts/components/manage-prompts";
import { promptsCopy } from "@/web/features/prompts/copy";

/** /prompts: the manage view, or the library (?view=library) with 'Back to Prompts'. */
export default function PromptsPage() {
  const [params, setParams] = useSearchParams();
  const showLibrary = params.get("view") === "library";
  const queryClient = useQueryClient();

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [showLibrary]);

  if (showLibrary) {
    return (
      <LibraryView
        onPromptAdded={() => void queryClient.invalidateQueries({ queryKey: promptKeys.all })}
        actions={
          <Button variant="outline" onClick={() => setParams({})}>
            <ArrowLeft aria-hidden="true" />
            {promptsCopy.backToPrompts}
          </Button>
        }
      />
    );
  }

  return (
    <ManagePrompts
      actions={
        <Button onClick={() => setParams({ view: "library" })}>
          <Library aria-hidden="true" />
          {promptsCopy.openLibrary}
        </Button>
      }
    />
  );
}
