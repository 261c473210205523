import { Check, ChevronsUpDown, Plus, Settings, Users } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { cn } from "@/web/lib/cn";
import { workspacesCopy } from "../copy";
import { CreateWorkspaceDialog } from "./create-workspace-dialog";
import { useWorkspaceState } from "./workspace-provider";

const copy = workspacesCopy.switcher;
export const WORKSPACE_SETTINGS_PATH = "/workspace";

/** The shell's workspace switcher: this tab's workspace, the others, members and settings, and a new team workspace. */
export function WorkspaceSwitcher({ className }: { className?: string }) {
  const { current, workspaces, loading, error, switchTo } = useWorkspaceState();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const name = current ? (current.kind === "personal" ? copy.personal : current.name) : loading ? copy.loading : copy.label;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            aria-label={copy.choose(name)}
            className={cn(
              "flex max-w-[11rem] min-w-0 items-center gap-1.5 rounded-md border px-2 py-1 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:max-w-[14rem]",
              className,
            )}
          >
            {current?.kind === "team" ? <Users className="size-4 shrink-0 text-muted-foreground" aria-hidden /> : null}
            <span className="min-w-0 truncate" data-testid="current-workspace">
              {name}
            </span>
            <ChevronsUpDown className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-64">
          <DropdownMenuLabel>{copy.heading}</DropdownMenuLabel>
          {error && <p className="px-2 py-1.5 text-sm text-destructive">{copy.failed}</p>}
          {workspaces.map((w) => (
            <DropdownMenuItem key={w.id} onSelect={() => switchTo(w.kind === "personal" ? null : w.id)}>
              <Check className={cn("size-4", w.id === current?.id ? "opacity-100" : "opacity-0")} aria-hidden />
              <span className="min-w-0 flex-1 truncate">{w.kind === "personal" ? copy.personal : w.name}</span>
              <span className="text-xs text-muted-foreground">{workspacesCopy.roles[w.role]}</span>
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void navigate(WORKSPACE_SETTINGS_PATH)}>
            <Settings className="size-4" aria-hidden />
            {copy.manage}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden />
            {copy.create}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateWorkspaceDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
