import type * as React from "react";
import { cn } from "@/web/lib/cn";

/** dir="auto": text in Arabic or Hebrew is edited right to left (issue 24 point 13); a caller may set dir. */
export function Textarea({ className, dir = "auto", ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      dir={dir}
      data-slot="textarea"
      className={cn(
        "flex field-sizing-content min-h-16 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
