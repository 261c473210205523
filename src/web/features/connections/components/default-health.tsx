import { TriangleAlert } from "lucide-react";
import { isFullModel } from "@/shared/contracts/models";
import { useModels } from "@/web/lib/models-query";
import { connectionCopy } from "../copy";

/** Says so when the default model's connection is removed or failing: generation answers with this reason. */
export function DefaultHealth() {
  const models = useModels();
  const current = models.data?.find((m) => m.is_default);
  if (!current || (current.connection_status !== "failing" && current.connection_status !== "missing")) return null;
  const h = connectionCopy.defaultHealth;
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm" data-testid="default-health">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      <div className="grid gap-1">
        <p className="font-medium text-destructive">{current.connection_status === "missing" ? h.missing(current.name) : h.failing(current.name)}</p>
        {isFullModel(current) && current.status_message && <p className="break-words">{current.status_message}</p>}
        <p className="text-muted-foreground">{h.hint}</p>
      </div>
    </div>
  );
}
