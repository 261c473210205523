import { PROVIDER_LABELS, type AiModel, type AiProvider, type ModelSummary } from "@/shared/contracts/models";
import { messages } from "@/shared/messages";
import { Badge } from "@/web/components/ui/badge";
import { modelActionCopy, modelCopy } from "../copy";

export const providerLabel = (provider: string) => PROVIDER_LABELS[provider as AiProvider] ?? provider;

/** Admins see the connection's name and failure text; everyone else only whether it works. */
type ProviderCellModel = Pick<ModelSummary, "provider" | "provider_configured" | "offline" | "connection_status"> &
  Partial<Pick<AiModel, "connection_name" | "status_message">>;

/**
 * The provider's name (and the connection serving it), with 'Template demo' for the built-in models,
 * 'Not configured' without a key, and the connection's failure in the provider's words.
 */
export function ProviderCell({ model }: { model: ProviderCellModel }) {
  const label = providerLabel(model.provider);
  const failing = model.connection_status === "failing";
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-1.5">
        <span>{label}</span>
        {model.offline && <Badge variant="secondary">{messages.models.offline}</Badge>}
        {!model.provider_configured && (
          <Badge variant="warning" title={modelCopy.notConfiguredHint}>
            {messages.models.notConfigured}
          </Badge>
        )}
        {failing && <Badge variant="destructive">{modelActionCopy.connectionFailing}</Badge>}
      </div>
      {model.connection_name && !model.offline && model.connection_name !== label && (
        <span className="text-xs text-muted-foreground">{modelActionCopy.connection(model.connection_name)}</span>
      )}
      {failing && model.status_message && <span className="max-w-64 text-xs break-words text-destructive">{model.status_message}</span>}
    </div>
  );
}
