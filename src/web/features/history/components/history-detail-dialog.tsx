import { format } from "date-fns";
import { useState } from "react";
import { Copy, Heading, Repeat2, SearchCheck } from "lucide-react";
import { languageCopy } from "@/web/shared/languages/copy";
import { CONTENT_TYPE_LABELS } from "@/shared/content-types";
import { HISTORY } from "@/shared/constants";
import { isLanguageCode } from "@/shared/languages";
import type { HistoryItem } from "@/shared/contracts/history";
import { MarkdownText } from "@/web/components/markdown-text";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { TextToolDialogs, type TextTool } from "@/web/shared/text-tools/components/text-tools";
import { headlinesCopy } from "@/web/shared/text-tools/copy";
import { useModels } from "@/web/lib/models-query";
import { PostNumbers } from "@/web/shared/post-numbers/post-numbers";
import { toast } from "@/web/lib/toast";
import { usePromptName } from "../api/get-prompt-name";
import { historyCopy } from "../copy";
import { metadataEntries } from "../metadata";

interface HistoryDetailDialogProps {
  /** The item shown; kept while the dialog animates closed. */
  item: HistoryItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Repurpose for..." this item (its results link back to it). */
  onRepurpose?: (item: HistoryItem) => void;
}

const d = historyCopy.detail;

/** The content, its original and its metadata as key/value pairs, dated 'MMMM d, yyyy HH:mm:ss'. */
const text = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);

export function HistoryDetailDialog({ item, open, onOpenChange, onRepurpose }: HistoryDetailDialogProps) {
  const meta = item?.metadata ?? {};
  // Rows saved before names were recorded carry ids only: look those up (a deleted prompt or model has no name).
  const lookupPrompt = open && !text(meta.promptName) ? text(meta.promptId) : null;
  const promptName = usePromptName(lookupPrompt);
  const models = useModels();
  const modelId = text(meta.modelId);
  const itemModel = models.data?.find((m) => m.id === modelId || m.model_id === modelId);
  const modelName = itemModel?.name ?? null;
  const [tool, setTool] = useState<{ tool: TextTool | null; count: number }>({ tool: null, count: 0 });
  const openTool = (next: TextTool) => setTool((t) => ({ tool: next, count: t.count + 1 }));
  const entries = item ? metadataEntries(item.metadata, { prompt: promptName.data ?? null, model: modelName }) : [];
  async function copy() {
    if (!item) return;
    await navigator.clipboard?.writeText(item.content);
    toast.success(d.copied);
  }
  return (
    <>
      <Dialog open={open && item !== null} onOpenChange={onOpenChange}>
        <DialogContent className="sm:max-w-2xl">
          {item && (
            <>
              <DialogHeader>
                <DialogTitle>{d.title}</DialogTitle>
                <DialogDescription className="flex flex-wrap items-center gap-2">
                  <Badge variant="secondary">{CONTENT_TYPE_LABELS[item.content_type] ?? item.content_type}</Badge>
                  <time dateTime={item.created_at}>{format(new Date(item.created_at), HISTORY.detailDateFormat)}</time>
                </DialogDescription>
              </DialogHeader>
              <section className="grid gap-1.5">
                <h3 className="text-sm font-medium">{d.content}</h3>
                <div className="max-h-72 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm leading-relaxed">
                  <MarkdownText text={item.content} />
                </div>
              </section>
              {item.original_content && (
                <section className="grid gap-1.5">
                  <h3 className="text-sm font-medium">{d.original}</h3>
                  <div className="max-h-40 overflow-y-auto rounded-md border p-3 text-sm whitespace-pre-wrap text-muted-foreground">
                    {item.original_content}
                  </div>
                </section>
              )}
              {item.post_numbers !== undefined && (
                <section className="grid gap-1.5">
                  <h3 className="text-sm font-medium">{d.numbers}</h3>
                  <PostNumbers numbers={item.post_numbers} platform={String(item.metadata.platform)} full />
                </section>
              )}
              <section className="grid gap-1.5">
                <h3 className="text-sm font-medium">{d.metadata}</h3>
                {entries.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{d.noMetadata}</p>
                ) : (
                  <dl className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-md border p-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
                    {entries.map(({ key, value }) => (
                      <div key={key} className="contents">
                        <dt className="font-medium text-muted-foreground">{key}</dt>
                        <dd className="break-words whitespace-pre-wrap">{value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </section>
              <DialogFooter className="flex-wrap">
                {onRepurpose && (
                  <Button variant="outline" onClick={() => onRepurpose(item)}>
                    <Repeat2 aria-hidden="true" />
                    {languageCopy.repurpose}
                  </Button>
                )}
                <Button variant="outline" onClick={() => openTool("headlines")}>
                  <Heading aria-hidden="true" />
                  {headlinesCopy.menu.headlines}
                </Button>
                <Button variant="outline" onClick={() => openTool("seo")}>
                  <SearchCheck aria-hidden="true" />
                  {headlinesCopy.menu.seo}
                </Button>
                <Button variant="outline" onClick={() => void copy()}>
                  <Copy aria-hidden="true" />
                  {d.copy}
                </Button>
                <DialogClose asChild>
                  <Button>{d.close}</Button>
                </DialogClose>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>
      <TextToolDialogs
        tool={open ? tool.tool : null}
        openCount={tool.count}
        text={item?.content ?? ""}
        modelId={itemModel?.id ?? modelId ?? undefined}
        language={isLanguageCode(meta.language) ? meta.language : undefined}
        contentType={item?.content_type}
        onClose={() => setTool((t) => ({ ...t, tool: null }))}
      />
    </>
  );
}
