import { PROVIDER_LABELS, type AiModel, type AiProvider } from "@/shared/contracts/models";
import { messages } from "@/shared/messages";
import { Badge } from "@/web/components/ui/badge";
import { modelCopy } from "../copy";

export const providerLabel = (provider: string) => PROVIDER_LABELS[provider as AiProvider] ?? provider;

/** The provider's name, with 'Offline, template-based' for the built-in models and 'Not configured' without a key. */
export function ProviderCell({ model }: { model: Pick<AiModel, "provider" | "provider_configured" | "offline"> }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span>{providerLabel(model.provider)}</span>
      {model.offline && <Badge variant="secondary">{messages.models.offline}</Badge>}
      {!model.provider_configured && (
        <Badge variant="warning" title={modelCopy.notConfiguredHint}>
          {messages.models.notConfigured}
        </Badge>
      )}
    </div>
  );
}
