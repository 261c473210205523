import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { HOME_PATH, PRODUCT_NAME } from "@/web/features/marketing/marketing-links";
import { cn } from "@/web/lib/cn";

export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-primary to-[oklch(0.6_0.2_300)] text-primary-foreground shadow-sm ring-1 ring-primary/20",
        className,
      )}
    >
      <Sparkles className="size-4" strokeWidth={2.25} />
    </span>
  );
}

/** The wordmark: links home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to={HOME_PATH}
      className={cn(
        "inline-flex items-center gap-2.5 rounded-md text-base font-semibold tracking-tight text-foreground",
        className,
      )}
    >
      <LogoMark />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}
