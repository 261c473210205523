import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Lightbulb, Lock } from "lucide-react";
import type { LocalModel } from "@/shared/contracts/local-models";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { EmptyState } from "@/web/components/ui/empty-state";
import { Skeleton } from "@/web/components/ui/skeleton";
import { errorMessage } from "@/web/lib/api-error";
import { defaultModelOf, modelKeys, useModels } from "@/web/lib/models-query";
import { useLocalModelAction, useLocalModels } from "../api/local-models";
import { localModelCopy as copy } from "../copy";
import { AddLocalModel } from "./add-local-model";
import { LocalModelItem } from "./local-model-item";
import { RemoveDialog } from "./remove-dialog";
import { RuntimeStatus } from "./runtime-status";

/** Installed models first, then downloads under way (or stopped), then the rest of the catalogue, each in catalogue order. */
const RANK: Record<LocalModel["status"], number> = { installed: 0, downloading: 1, verifying: 1, interrupted: 1, failed: 1, available: 2 };
const ordered = (models: LocalModel[]) => models.map((m, i) => ({ m, i })).sort((a, b) => RANK[a.m.status] - RANK[b.m.status] || a.i - b.i).map(({ m }) => m);

/** A download that finishes registers a model (maybe as the default): the models table and badge refresh. */
function useRefreshModelsWhenInstalled(models: LocalModel[] | undefined) {
  const queryClient = useQueryClient();
  const installed = models?.filter((m) => m.status === "installed").length;
  const previous = useRef(installed);
  useEffect(() => {
    if (previous.current !== undefined && installed !== undefined && installed > previous.current)
      void queryClient.invalidateQueries({ queryKey: modelKeys.all });
    previous.current = installed;
  }, [installed, queryClient]);
}

/** Settings → Local models (issue 11 point 4): download, pause, resume, verify, use and remove models run on this server. */
export function LocalModelsPanel({ canEdit }: { canEdit: boolean }) {
  const models = useLocalModels();
  const defaultModel = defaultModelOf(useModels().data);
  const action = useLocalModelAction();
  const [removing, setRemoving] = useState<{ model: LocalModel; action: "remove" | "cancel" } | null>(null);
  useRefreshModelsWhenInstalled(models.data);
  const pendingId = action.isPending ? action.variables?.model.id : undefined;

  return (
    <Card className="gap-4" role="region" aria-labelledby="local-models-title">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="local-models-title">{copy.title}</h2>
        </CardTitle>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {defaultModel?.provider === "builtin" && (
          <p role="note" className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200">
            <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{copy.demoHint}</span>
          </p>
        )}
        {!canEdit && (
          <p role="note" className="flex items-start gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{copy.readOnly}</span>
          </p>
        )}
        <RuntimeStatus models={models.data} />
        <h3 className="text-sm font-semibold">{copy.downloadHeading}</h3>
        {models.isError ? (
          <EmptyState
            role="alert"
            title={copy.loadFailed}
            description={errorMessage(models.error)}
            action={
              <Button variant="outline" onClick={() => void models.refetch()}>
                {copy.retry}
              </Button>
            }
          />
        ) : models.isPending ? (
          <div className="flex flex-col gap-3" aria-busy>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={copy.downloadHeading}>
            {ordered(models.data).map((m) => (
              <LocalModelItem
                key={m.id}
                model={m}
                canEdit={canEdit}
                pending={pendingId === m.id}
                onAction={(a) => action.mutate({ action: a, model: m })}
                onRemove={() => setRemoving({ model: m, action: "remove" })}
                onCancelDownload={() => setRemoving({ model: m, action: "cancel" })}
              />
            ))}
          </ul>
        )}
        {canEdit && <AddLocalModel />}
      </CardContent>
      <RemoveDialog
        model={removing?.model ?? null}
        action={removing?.action}
        onCancel={() => setRemoving(null)}
        onConfirm={(m) => {
          const chosen = removing?.action ?? "remove";
          setRemoving(null);
          action.mutate({ action: chosen, model: m });
        }}
      />
    </Card>
  );
}
