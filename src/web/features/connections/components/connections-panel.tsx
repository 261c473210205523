import { Plus, Unplug } from "lucide-react";
import { useState } from "react";
import type { AiConnection } from "@/shared/contracts/connections";
import { Button } from "@/web/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { EmptyState } from "@/web/components/ui/empty-state";
import { Skeleton } from "@/web/components/ui/skeleton";
import { errorMessage } from "@/web/lib/api-error";
import { useConnections } from "../api/get-connections";
import { connectionCopy } from "../copy";
import { AddModelsDialog } from "./add-models-dialog";
import { ConnectionDialog } from "./connection-dialog";
import { ConnectionRow } from "./connection-row";
import { DefaultHealth } from "./default-health";
import { DetectedBanner } from "./detected-banner";
import { RemoveConnectionDialog } from "./remove-connection-dialog";

type Editing = { mode: "add" } | { mode: "edit"; connection: AiConnection } | null;

/**
 * The Settings section for AI connections, for admins only (others see models, never the connections behind
 * them): add, edit, test and remove them and add their models.
 */
export function ConnectionsPanel() {
  const connections = useConnections();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AiConnection | null>(null);
  const [adding, setAdding] = useState<AiConnection | null>(null);
  const c = connectionCopy;

  return (
    <Card className="gap-4" data-testid="connections-panel">
      <CardHeader className="max-sm:has-data-[slot=card-action]:grid-cols-1">
        <CardTitle asChild>
          <h2>{c.title}</h2>
        </CardTitle>
        <CardDescription>{c.description}</CardDescription>
        <CardAction className="hidden sm:block">
          <Button size="sm" onClick={() => setEditing({ mode: "add" })}>
            <Plus aria-hidden />
            {c.add}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {/* On a phone the header has no room beside the description: the button gets a row of its own. */}
        <Button className="sm:hidden" onClick={() => setEditing({ mode: "add" })}>
          <Plus aria-hidden />
          {c.add}
        </Button>
        <DefaultHealth />
        <DetectedBanner />
        {connections.isError ? (
          <EmptyState
            role="alert"
            title={c.loadFailed}
            description={errorMessage(connections.error)}
            action={
              <Button variant="outline" onClick={() => void connections.refetch()}>
                {c.retry}
              </Button>
            }
          />
        ) : connections.isPending ? (
          <div className="flex flex-col gap-3" aria-busy>
            {Array.from({ length: 2 }, (_, i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        ) : connections.data.length === 0 ? (
          <EmptyState icon={Unplug} title={c.empty} description={c.emptyHint} />
        ) : (
          <ul className="flex flex-col gap-3">
            {connections.data.map((connection) => (
              <ConnectionRow
                key={connection.id}
                connection={connection}
                onEdit={(conn) => setEditing({ mode: "edit", connection: conn })}
                onRemove={setRemoving}
                onAddModels={setAdding}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <ConnectionDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        editing={editing?.mode === "edit" ? editing.connection : undefined}
      />
      <RemoveConnectionDialog connection={removing} onOpenChange={(open) => !open && setRemoving(null)} />
      <AddModelsDialog connection={adding} onOpenChange={(open) => !open && setAdding(null)} />
    </Card>
  );
}
