import { MoreHorizontal, Pencil, Plus, PlugZap, Trash2 } from "lucide-react";
import { CONNECTION_KIND_LABELS, type AiConnection, type ConnectionTestResult } from "@/shared/contracts/connections";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/web/components/ui/dropdown-menu";
import { errorMessage } from "@/web/lib/api-error";
import { cn } from "@/web/lib/cn";
import { useTestConnection } from "../api/test-connection";
import { connectionCopy } from "../copy";
import { ConnectionStatusBadge } from "./connection-status";

export interface ConnectionActions {
  onEdit: (c: AiConnection) => void;
  onRemove: (c: AiConnection) => void;
  onAddModels: (c: AiConnection) => void;
}

interface ConnectionRowProps extends ConnectionActions {
  connection: AiConnection;
}

/** One connection: what it is, where it points, its key's last 4 characters, its status and its actions. */
export function ConnectionRow({ connection: c, onEdit, onRemove, onAddModels }: ConnectionRowProps) {
  const a = connectionCopy.actions;
  const test = useTestConnection();
  const fromEnv = c.managed_by === "env";
  const result: ConnectionTestResult | undefined = test.data;
  const message = test.isError ? errorMessage(test.error) : result ? result.message : c.status === "failing" ? c.status_message : null;
  const failed = test.isError || (result ? !result.ok : c.status === "failing");

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4" data-testid={`connection-${c.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-medium break-all">{c.name}</h3>
            <Badge variant="secondary">{CONNECTION_KIND_LABELS[c.kind]}</Badge>
            {fromEnv && (
              <Badge variant="outline" title={connectionCopy.managedByEnvHint}>
                {connectionCopy.managedByEnv}
              </Badge>
            )}
            <ConnectionStatusBadge status={result ? (result.ok ? "ok" : "failing") : c.status} />
          </div>
          <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-muted-foreground sm:grid-cols-[auto_1fr]">
            <dt className="sr-only sm:not-sr-only">{connectionCopy.columns.baseUrl}</dt>
            <dd className="font-mono text-xs break-all sm:text-sm">{c.base_url ?? connectionCopy.defaultUrl}</dd>
            <dt className="sr-only sm:not-sr-only">{connectionCopy.columns.key}</dt>
            <dd className="font-mono text-xs sm:text-sm">{c.has_api_key ? connectionCopy.maskedKey(c.api_key_hint ?? "") : connectionCopy.noKey}</dd>
            <dt className="sr-only sm:not-sr-only">{connectionCopy.columns.models}</dt>
            <dd>
              {connectionCopy.modelCount(c.model_count)}
              {c.header_names.length > 0 && <span> · {connectionCopy.headers(c.header_names)}</span>}
            </dd>
          </dl>
        </div>
        <div className="flex w-full items-center gap-2 sm:w-auto">
          <Button variant="outline" size="sm" className="flex-1 max-sm:[&_svg]:hidden sm:flex-none" onClick={() => test.mutate(c.id)} disabled={test.isPending}>
            <PlugZap aria-hidden />
            {test.isPending ? a.testing : a.test}
          </Button>
          <Button variant="outline" size="sm" className="flex-1 max-sm:[&_svg]:hidden sm:flex-none" onClick={() => onAddModels(c)}>
            <Plus aria-hidden />
            {a.addModels}
          </Button>
          {!fromEnv && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={a.menu(c.name)}>
                  <MoreHorizontal aria-hidden />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => onEdit(c)}>
                  <Pencil aria-hidden />
                  {a.edit}
                </DropdownMenuItem>
                <DropdownMenuItem variant="destructive" onSelect={() => onRemove(c)}>
                  <Trash2 aria-hidden />
                  {a.remove}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </div>
      </div>
      {message && (
        <p
          role={test.isSuccess || test.isError ? "status" : undefined}
          className={cn("rounded-md px-3 py-2 text-sm break-words", failed ? "bg-destructive/5 text-destructive" : "bg-success/10 text-foreground")}
          data-testid="connection-message"
        >
          {message}
        </p>
      )}
    </li>
  );
}
