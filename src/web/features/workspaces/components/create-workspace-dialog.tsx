import { useState, type FormEvent } from "react";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { errorMessage } from "@/web/lib/api-error";
import { toast } from "@/web/lib/toast";
import { useCreateWorkspace } from "../api/workspaces";
import { workspacesCopy } from "../copy";
import { useWorkspaceState } from "./workspace-provider";

const copy = workspacesCopy.create;

/** Names a new team workspace and switches this tab to it. */
export function CreateWorkspaceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateWorkspace();
  const { switchTo } = useWorkspaceState();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    create.mutate(name, {
      onSuccess: (workspace) => {
        onOpenChange(false);
        setName("");
        switchTo(workspace.id);
        toast.success(workspacesCopy.notices.created(workspace.name));
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription>{copy.description}</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="workspace-name">{copy.nameLabel}</Label>
            <Input
              id="workspace-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder={copy.namePlaceholder}
              aria-invalid={error ? true : undefined}
              autoFocus
            />
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? copy.busy : copy.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
