import { useId, useState, type FormEvent } from "react";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useCreateCluster } from "../api/create-cluster";
import { useCapability } from "@/web/lib/workspace-role";
import { clusterCopy } from "../copy";

/** Cluster Name (non-blank), optional Description, Save and Cancel. */
export function CreateClusterForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCluster();
  const write = useCapability("write");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(messages.clusters.nameRequired);
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    try {
      await create.mutateAsync({ name: name.trim(), description: description.trim() || null });
      onDone();
    } catch (err) {
      toast.error(messages.clusters.createFailed(errorMessage(err)));
    }
  }

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2>{clusterCopy.createTitle}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" onKeyDown={(e) => e.key === "Escape" && onDone()}>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-name`}>{messages.clusters.clusterName}</Label>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                if (error) setError(null);
              }}
              placeholder={clusterCopy.namePlaceholder}
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              autoFocus
              autoComplete="off"
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-description`}>
              {messages.clusters.description} <span className="font-normal text-muted-foreground">{clusterCopy.optional}</span>
            </Label>
            <Textarea id={`${id}-description`} rows={2} value={description} onChange={(e) => setDescription(e.target.value)} placeholder={clusterCopy.descriptionPlaceholder} />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onDone}>
              {messages.common.cancel}
            </Button>
            <Button type="submit" disabled={create.isPending || !write.allowed} title={write.reason ?? undefined}>
              {create.isPending ? clusterCopy.saving : messages.common.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
