import type { LucideIcon } from "lucide-react";
import { cn } from "@/web/lib/cn";

export function IconTile({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary ring-1 ring-primary/15",
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
