import type * as React from "react";
import { cn } from "@/web/lib/cn";

export const inputClassName =
  "flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";

/** Free text (text, search) takes the direction of what is typed, so Arabic and Hebrew read right to left. */
export function Input({ className, type = "text", dir, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      dir={dir ?? (type === "text" || type === "search" ? "auto" : undefined)}
      data-slot="input"
      className={cn(
        inputClassName,
        "file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}
