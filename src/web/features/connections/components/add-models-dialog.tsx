import { useState, type FormEvent } from "react";
import { TriangleAlert } from "lucide-react";
import type { AiConnection } from "@/shared/contracts/connections";
import { FormError } from "@/web/components/form-error";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useAddModel } from "../api/add-model";
import { connectionCopy } from "../copy";
import { useDiscoveredModels } from "../api/discover-models";
import { DiscoveredList } from "./discovered-list";
import { ModelFields, type NewModelValues } from "./model-fields";

interface AddModelsDialogProps {
  connection: AiConnection | null;
  onOpenChange: (open: boolean) => void;
}

/** Adds models to a connection: one the provider lists (searchable), or any model id typed by hand. */
export function AddModelsDialog({ connection, onOpenChange }: AddModelsDialogProps) {
  const m = connectionCopy.models;
  return (
    <Dialog open={Boolean(connection)} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{connection ? m.title(connection.name) : ""}</DialogTitle>
          <DialogDescription>{m.description}</DialogDescription>
        </DialogHeader>
        {connection && <AddModelsBody connection={connection} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

const blank: NewModelValues = { name: "", type: "text" };

function AddModelsBody({ connection, onClose }: { connection: AiConnection; onClose: () => void }) {
  const m = connectionCopy.models;
  const add = useAddModel();
  const [tab, setTab] = useState("discovered");
  const [picked, setPicked] = useState<string | null>(null);
  const [typedId, setTypedId] = useState("");
  const [values, setValues] = useState<NewModelValues>(blank);
  const [error, setError] = useState<string | null>(null);
  const modelId = (tab === "discovered" ? picked : typedId.trim()) ?? "";
  // The same cached list the "From the provider" tab shows: a typed id it lacks is most likely a typo.
  const discovered = useDiscoveredModels(connection.id);
  const unlisted = tab === "by-id" && modelId !== "" && discovered.data !== undefined && !discovered.data.some((d) => d.model_id === modelId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!modelId) return;
    const name = values.name.trim() || modelId;
    add.mutate(
      { connection_id: connection.id, model_id: modelId, name, type: values.type },
      {
        onSuccess: () => {
          toast.success(m.addedToast(name));
          setPicked(null);
          setTypedId("");
          setValues(blank);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <form className="grid min-w-0 gap-4" onSubmit={submit} noValidate>
      <Tabs
        value={tab}
        onValueChange={(next) => {
          setTab(next);
          setError(null);
        }}
      >
        <TabsList>
          <TabsTrigger value="discovered">{m.tabDiscovered}</TabsTrigger>
          <TabsTrigger value="by-id">{m.tabById}</TabsTrigger>
        </TabsList>
        <TabsContent value="discovered" className="pt-2">
          <DiscoveredList
            connectionId={connection.id}
            selected={picked}
            onSelect={(model) => {
              setPicked(model.model_id);
              setValues({ name: model.name === model.model_id ? "" : model.name, type: model.type });
              setError(null);
            }}
          />
        </TabsContent>
        <TabsContent value="by-id" className="grid gap-2 pt-2">
          <Label htmlFor="add-model-id">{m.modelId}</Label>
          <Input
            id="add-model-id"
            className="font-mono"
            placeholder={m.modelIdPlaceholder}
            value={typedId}
            aria-describedby={unlisted ? "add-model-id-unlisted" : undefined}
            onChange={(e) => setTypedId(e.target.value)}
          />
          {unlisted && (
            <p id="add-model-id-unlisted" role="status" className="flex items-start gap-1.5 rounded-md bg-warning/15 px-2 py-1.5 text-xs text-foreground">
              <TriangleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" />
              {m.notListed(connection.name, modelId)}
            </p>
          )}
        </TabsContent>
      </Tabs>
      <ModelFields idPrefix="add-model" values={values} onChange={setValues} />
      <FormError>{error}</FormError>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {m.close}
        </Button>
        <Button type="submit" disabled={add.isPending || !modelId}>
          {add.isPending ? m.adding : m.addModel}
        </Button>
      </DialogFooter>
    </form>
  );
}
