import type * as React from "react";
import { cn } from "@/web/lib/cn";

export function ScrollArea({ className, tabIndex = 0, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="scroll-area"
      tabIndex={tabIndex}
      className={cn(
        "relative overflow-auto overscroll-contain rounded-[inherit] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
      {...props}
    />
  );
}
