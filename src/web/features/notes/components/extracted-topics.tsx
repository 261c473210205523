import { Copy, Lightbulb } from "lucide-react";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Checkbox } from "@/web/components/ui/checkbox";
import { EmptyState } from "@/web/components/ui/empty-state";
import { Skeleton } from "@/web/components/ui/skeleton";
import { notesCopy } from "../copy";
import type { Topic } from "../lib/topics";
import { SendTopicsMenu } from "./send-topics-menu";

interface ExtractedTopicsProps {
  topics: Topic[];
  selected: ReadonlySet<number>;
  extracting: boolean;
  onToggle: (index: number, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  onCopy: () => void;
  onSend: (path: string) => void;
}

/** The Extracted Topics list with checkboxes, 'Copy Selected (n)' and 'Send to…'. */
export function ExtractedTopics({ topics, selected, extracting, onToggle, onToggleAll, onCopy, onSend }: ExtractedTopicsProps) {
  const all = topics.length > 0 && selected.size === topics.length ? true : selected.size > 0 ? "indeterminate" : false;
  return (
    <Card className="gap-5" aria-busy={extracting}>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Lightbulb aria-hidden="true" className="size-4 text-muted-foreground" />
            {messages.notes.extractedTopics}
          </h2>
        </CardTitle>
        <CardDescription>{notesCopy.topicsDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {extracting ? (
          <div className="flex flex-col gap-3" role="status" aria-label={notesCopy.extracting}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : topics.length === 0 ? (
          <EmptyState icon={Lightbulb} title={messages.notes.emptyTopics} />
        ) : (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label className="flex items-center gap-3 px-3 text-sm font-medium">
                <Checkbox checked={all} onCheckedChange={(v) => onToggleAll(v === true)} />
                {notesCopy.selectAll}
              </label>
              <div className="ml-auto flex flex-wrap gap-2 max-sm:w-full max-sm:[&>*]:flex-1">
                <Button variant="outline" size="sm" onClick={onCopy}>
                  <Copy aria-hidden="true" />
                  {messages.notes.copySelected(selected.size)}
                </Button>
                <SendTopicsMenu disabled={selected.size === 0} onSend={onSend} />
              </div>
            </div>
            <ul className="flex flex-col gap-2">
              {topics.map((topic, i) => (
                <li key={`${i}-${topic.topic}`}>
                  <label className="flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors hover:bg-muted/50 has-[[data-state=checked]]:border-primary/40 has-[[data-state=checked]]:bg-accent/60">
                    <Checkbox className="mt-0.5" checked={selected.has(i)} onCheckedChange={(v) => onToggle(i, v === true)} aria-label={notesCopy.selectTopic(topic.topic)} />
                    <span className="flex min-w-0 flex-col gap-0.5">
                      <span className="text-sm font-medium break-words">{topic.topic}</span>
                      {topic.details && <span className="text-sm break-words text-muted-foreground">{topic.details}</span>}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
