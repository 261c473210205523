import { Radar } from "lucide-react";
import type { DetectedConnection } from "@/shared/contracts/connections";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useDetectedConnections } from "../api/get-detected";
import { useSaveConnection } from "../api/save-connection";
import { connectionCopy } from "../copy";

/** A server found on this machine (Ollama on its usual port), offered as a one-click connection. */
export function DetectedBanner() {
  const detected = useDetectedConnections(true);
  const save = useSaveConnection();
  const d = connectionCopy.detected;
  const connect = (found: DetectedConnection) =>
    save.mutate(
      { body: { kind: found.kind, name: found.name, base_url: found.base_url } },
      { onSuccess: () => toast.success(d.connected(found.name)), onError: (err) => toast.error(d.failed(found.name), errorMessage(err)) },
    );
  if (!detected.data?.length) return null;
  return (
    <ul className="flex flex-col gap-2">
      {detected.data.map((found) => (
        <li key={found.base_url} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-primary/5 px-4 py-3">
          <div className="flex min-w-0 items-start gap-3">
            <Radar className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <div className="min-w-0">
              <p className="text-sm font-medium">{d.title(found.name)}</p>
              <p className="text-sm break-all text-muted-foreground">{d.description(found.base_url)}</p>
            </div>
          </div>
          <Button size="sm" onClick={() => connect(found)} disabled={save.isPending}>
            {d.connect}
          </Button>
        </li>
      ))}
    </ul>
  );
}
