import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Lightbulb } from "lucide-react";
import { GENERATION } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { ToolDialog } from "@/web/components/tool-dialog";
import { NativeSelect } from "@/web/components/ui/native-select";
import { Textarea } from "@/web/components/ui/textarea";
import { toast } from "@/web/lib/toast";
import { useClusters } from "../api/get-clusters";
import { contentCopy } from "../copy";
import { usableIdeas } from "../lib/insert-ideas";
import { CountField, useCountField } from "@/web/components/count-input";
import { focusReturn, type Opener } from "@/web/lib/focus-return";

const copy = contentCopy.ideas;
const m = messages.generation;
const range = GENERATION.ideas;

export interface IdeasRequest {
  clusterId: string;
  prompt: string;
  numPosts: number;
}

/**
 * Generate Content Ideas (spec §2, §4): ideas drawn from a cluster go into input rows. The dialog resets and
 * closes only once they are in.
 */
export function IdeasDialog({
  open,
  opener,
  onOpenChange,
  requestIdeas,
  insertIdeas,
}: {
  open: boolean;
  opener: Opener;
  onOpenChange: (open: boolean) => void;
  requestIdeas: (request: IdeasRequest, signal?: AbortSignal) => Promise<unknown[] | null>;
  insertIdeas: (ideas: string[]) => Promise<number>;
}) {
  const clusters = useClusters(open);
  const [clusterId, setClusterId] = useState("");
  const [prompt, setPrompt] = useState("");
  const [loading, setLoading] = useState(false);
  /** The running request: Stop aborts it (the server then stops the model). */
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const count = useCountField(range, m.postsRange);
  const ids = { cluster: useId(), prompt: useId() };

  const reset = () => {
    setPrompt("");
    count.reset();
    setClusterId("");
  };

  const generate = async () => {
    if (!clusterId) {
      toast.error(m.selectClusterFirst);
      return;
    }
    const numPosts = count.take();
    if (numPosts === null) return;
    setLoading(true);
    const controller = new AbortController();
    running.current = controller;
    try {
      const ideas = await requestIdeas({ clusterId, prompt, numPosts }, controller.signal);
      if (!ideas || ideas.length === 0) {
        toast.error(m.noIdeasReceived);
        return;
      }
      const usable = usableIdeas(ideas);
      if (usable.length === 0) {
        toast.error(m.noIdeasGenerated);
        return;
      }
      if ((await insertIdeas(usable)) === 0) {
        toast.error(m.noInputArea);
        return;
      }
      reset();
      onOpenChange(false);
      toast.success(m.ideasInserted);
    } catch {
      // Stopped: nothing failed, the dialog stays as it was.
      if (!controller.signal.aborted) toast.error(m.failedIdeas);
    } finally {
      running.current = null;
      setLoading(false);
    }
  };

  const list = clusters.data ?? [];
  return (
    <ToolDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={focusReturn(opener)}
      texts={{ ...copy, busy: copy.submitting, cancel: contentCopy.post.cancel }}
      submitIcon={<Lightbulb aria-hidden />}
      busy={loading}
      submitDisabled={!clusterId}
      holdWhileBusy
      onStop={() => running.current?.abort()}
      onSubmit={() => void generate()}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.cluster} className="text-sm font-medium">
          {copy.cluster}
        </label>
        <NativeSelect id={ids.cluster} value={clusterId} disabled={loading} onChange={(event) => setClusterId(event.target.value)}>
          <option value="">{copy.selectCluster}</option>
          {list.map((cluster) => (
            <option key={cluster.id} value={cluster.id}>
              {cluster.name}
            </option>
          ))}
        </NativeSelect>
        {clusters.isSuccess && list.length === 0 && (
          <p className="text-xs text-muted-foreground">
            {copy.noClusters}.{" "}
            <Link to="/content" className="font-medium text-primary underline-offset-4 hover:underline">
              {copy.createCluster}
            </Link>
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.prompt} className="text-sm font-medium">
          {copy.prompt}
        </label>
        <Textarea
          id={ids.prompt}
          value={prompt}
          disabled={loading}
          placeholder={copy.promptPlaceholder}
          onChange={(event) => setPrompt(event.target.value)}
          className="min-h-24"
        />
      </div>
      <CountField label={copy.count} hint={copy.max} {...count.field} />
    </ToolDialog>
  );
}
