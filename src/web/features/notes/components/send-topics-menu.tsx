import { ChevronDown, Send } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/web/components/ui/dropdown-menu";
import { notesCopy } from "../copy";
import { SEND_TARGETS } from "../lib/transfer";

/** 'Send to…': opens a content page with the selected topics in its navigation state. */
export function SendTopicsMenu({ disabled, onSend }: { disabled: boolean; onSend: (path: string) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button size="sm">
          <Send aria-hidden="true" />
          {notesCopy.sendTo}
          <ChevronDown aria-hidden="true" className="opacity-70" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">{notesCopy.sendToDescription}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {SEND_TARGETS.map((target) => (
          <DropdownMenuItem key={target.path} onSelect={() => onSend(target.path)}>
            {target.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
