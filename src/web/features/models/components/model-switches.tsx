import type { ModelSummary } from "@/shared/contracts/models";
import { Switch } from "@/web/components/ui/switch";
import { useSetDefaultModel } from "../api/set-default-model";
import { useUpdateModelStatus } from "../api/update-model-status";
import { modelCopy } from "../copy";

interface SwitchProps {
  model: ModelSummary;
  /** Only admins change models; everyone else sees the state. */
  canEdit: boolean;
}

/** Why a switch cannot be used right now (also its tooltip); undefined when it can. */
function statusBlocker(model: ModelSummary): string | undefined {
  if (model.is_default && model.is_active) return modelCopy.defaultHint;
  if (!model.is_active && !model.provider_configured) return modelCopy.notConfiguredHint;
  return undefined;
}

function defaultBlocker(model: ModelSummary): string | undefined {
  if (model.type !== "text") return modelCopy.imageDefaultHint;
  if (!model.provider_configured) return modelCopy.notConfiguredHint;
  return undefined;
}

export function StatusSwitch({ model, canEdit }: SwitchProps) {
  const update = useUpdateModelStatus();
  const blocker = statusBlocker(model);
  return (
    <div className="flex items-center gap-2" title={canEdit ? blocker : undefined}>
      <Switch
        checked={model.is_active}
        disabled={!canEdit || Boolean(blocker) || update.isPending}
        onCheckedChange={(isActive) => update.mutate({ id: model.id, isActive })}
        aria-label={modelCopy.statusLabel(model.name)}
      />
      <span className="text-xs text-muted-foreground">{model.is_active ? modelCopy.active : modelCopy.inactive}</span>
    </div>
  );
}

export function DefaultSwitch({ model, canEdit }: SwitchProps) {
  const setDefault = useSetDefaultModel();
  const blocker = model.is_default ? undefined : defaultBlocker(model);
  return (
    <div className="flex items-center gap-2" title={canEdit ? blocker : undefined}>
      <Switch
        checked={model.is_default}
        // The default is moved by choosing another model, never switched off.
        disabled={!canEdit || model.is_default || Boolean(blocker) || setDefault.isPending}
        onCheckedChange={(on) => on && setDefault.mutate(model.id)}
        aria-label={modelCopy.defaultToggleLabel(model.name)}
      />
      {model.is_default && <span className="text-xs font-medium text-primary">{modelCopy.defaultLabel}</span>}
    </div>
  );
}
