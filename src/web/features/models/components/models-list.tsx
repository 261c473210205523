import { isFullModel } from "@/shared/contracts/models";
import type { CatalogModel } from "@/web/lib/models-query";
import { Skeleton } from "@/web/components/ui/skeleton";
import { modelCopy } from "../copy";
import { ModelActions } from "./model-actions";
import { DefaultSwitch, StatusSwitch } from "./model-switches";
import { ProviderCell } from "./provider-cell";

interface ModelsListProps {
  models: CatalogModel[] | undefined;
  isLoading: boolean;
  canEdit: boolean;
}

/** The models table as a stacked list for narrow screens, where five columns do not fit. */
export function ModelsList({ models, isLoading, canEdit }: ModelsListProps) {
  const c = modelCopy.columns;
  if (isLoading || !models) {
    return (
      <ul className="flex flex-col gap-3" aria-busy>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Skeleton className="h-28 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {models.map((model) => (
        <li key={model.id} className="flex flex-col gap-3 rounded-lg border p-3" data-testid={`model-item-${model.model_id}`}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="font-medium">{model.name}</div>
              <div className="font-mono text-xs break-all text-muted-foreground">{model.model_id}</div>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <span className="text-xs text-muted-foreground">{modelCopy.types[model.type]}</span>
              {canEdit && isFullModel(model) && <ModelActions model={model} />}
            </div>
          </div>
          <ProviderCell model={model} />
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2 border-t pt-3 text-sm">
            <div className="flex items-center gap-2">
              <span className="text-xs font-medium text-muted-foreground uppercase">{c.status}</span>
              <StatusSwitch model={model} canEdit={canEdit} />
            </div>
            <div className="flex items-center gap-2">
              <span className="text-xs font-medium text-muted-foreground uppercase">{c.default}</span>
              <DefaultSwitch model={model} canEdit={canEdit} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
