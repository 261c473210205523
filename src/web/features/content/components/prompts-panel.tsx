import { useState } from "react";
import { Link } from "react-router";
import { FileText, Plus } from "lucide-react";
import { CONTENT_TYPE_LABELS, type ContentType } from "@/shared/content-types";
import { Button } from "@/web/components/ui/button";
import { EmptyState } from "@/web/components/ui/empty-state";
import { ResizablePanel } from "@/web/components/ui/resizable-panel";
import { Skeleton } from "@/web/components/ui/skeleton";
import { contentCopy } from "../copy";
import type { PageCatalog } from "../hooks/use-page-catalog";
import { PromptPanelItem } from "./prompt-panel-item";

const copy = contentCopy.panel;

/**
 * The prompts side panel (spec §2): resizable 320..1024 px (default 448), closes on a click outside, lists the
 * page's prompts with an inline edit, and "Use" puts a prompt on the rows that have none.
 */
export function PromptsPanel({
  open,
  onOpenChange,
  contentType,
  catalog,
  onUse,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentType: ContentType;
  catalog: PageCatalog;
  onUse: (promptId: string) => void;
}) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const close = (next: boolean) => {
    if (!next) setEditingId(null);
    onOpenChange(next);
  };

  let body: React.ReactNode;
  if (catalog.promptsLoading) {
    body = (
      <div role="status" aria-label={copy.loading} className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
    );
  } else if (catalog.promptsError) {
    body = <EmptyState icon={FileText} title={copy.error} />;
  } else if (catalog.prompts.length === 0) {
    body = (
      <EmptyState
        icon={FileText}
        title={copy.empty}
        action={
          <Button asChild size="sm">
            <Link to="/prompts">
              <Plus aria-hidden />
              {copy.createLink}
            </Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {catalog.prompts.map((prompt) => (
          <PromptPanelItem
            key={prompt.id}
            prompt={prompt}
            editing={editingId === prompt.id}
            onEdit={() => setEditingId(prompt.id)}
            onDone={() => setEditingId(null)}
            onUse={() => onUse(prompt.id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <ResizablePanel open={open} onOpenChange={close} title={copy.title} description={copy.description(CONTENT_TYPE_LABELS[contentType])}>
      {body}
    </ResizablePanel>
  );
}
