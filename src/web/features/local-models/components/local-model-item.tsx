import { AlertCircle, Cpu, HardDrive, MemoryStick } from "lucide-react";
import type { LocalModel } from "@/shared/contracts/local-models";
import { Badge } from "@/web/components/ui/badge";
import { formatBytes } from "@/web/lib/files";
import type { LocalModelAction } from "../api/local-models";
import { localModelCopy as copy } from "../copy";
import { DownloadProgress } from "./download-progress";
import { LocalModelActions } from "./local-model-actions";

interface ItemProps {
  model: LocalModel;
  canEdit: boolean;
  pending: boolean;
  onAction: (action: LocalModelAction) => void;
  onRemove: () => void;
  onCancelDownload: () => void;
}

const paused = (m: LocalModel) => m.status === "interrupted" && m.download?.error?.code === "paused";

function statusLabel(m: LocalModel): string {
  return paused(m) ? copy.status.paused : copy.status[m.status];
}

const STATUS_VARIANT: Record<LocalModel["status"], "default" | "secondary" | "outline" | "destructive"> = {
  available: "outline",
  downloading: "secondary",
  verifying: "secondary",
  interrupted: "outline",
  failed: "destructive",
  installed: "default",
};

/** One catalogue model: what it is, its size and memory, its download or installed state, and the admin's buttons. */
export function LocalModelItem({ model, canEdit, pending, onAction, onRemove, onCancelDownload }: ItemProps) {
  const error = model.download?.error && !paused(model) ? model.download.error.message : null;
  return (
    <li data-testid={`local-model-${model.id}`} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="flex flex-wrap items-center gap-2 font-medium">
            <Cpu className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            {model.name}
            <Badge variant={STATUS_VARIANT[model.status]} data-testid="local-model-status">
              {statusLabel(model)}
            </Badge>
            {model.installed?.is_default && <Badge variant="secondary">{copy.defaultBadge}</Badge>}
            {model.installed?.loaded && <Badge variant="outline">{copy.loadedBadge}</Badge>}
          </h3>
          <p className="text-sm text-muted-foreground">{model.description}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            {model.size_bytes > 0 && (
              <span className="inline-flex items-center gap-1">
                <HardDrive className="size-3.5" aria-hidden />
                {copy.size(formatBytes(model.size_bytes))}
              </span>
            )}
            {model.ram_bytes > 0 && (
              <span className="inline-flex items-center gap-1">
                <MemoryStick className="size-3.5" aria-hidden />
                {copy.ram(formatBytes(model.ram_bytes))}
              </span>
            )}
            {model.licence && (
              <span>
                {copy.licence}:{" "}
                {model.licence_url ? (
                  <a href={model.licence_url} target="_blank" rel="noreferrer" className="underline underline-offset-2 hover:text-foreground">
                    {model.licence}
                  </a>
                ) : (
                  model.licence
                )}
              </span>
            )}
          </p>
        </div>
        {canEdit && <LocalModelActions model={model} pending={pending} onAction={onAction} onRemove={onRemove} onCancelDownload={onCancelDownload} />}
      </div>
      {model.status !== "installed" && model.status !== "failed" && <DownloadProgress model={model} />}
      {error && (
        <p role="alert" className="flex items-start gap-2 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {error}
        </p>
      )}
      {canEdit && model.installed?.is_default && <p className="text-xs text-muted-foreground">{copy.defaultCannotRemove}</p>}
    </li>
  );
}
