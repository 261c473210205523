import type * as React from "react";
import type { LucideIcon } from "lucide-react";
import { Skeleton } from "@/web/components/ui/skeleton";
import { cn } from "@/web/lib/cn";

export type StatCardProps = Omit<React.ComponentProps<"div">, "children"> & {
  label: React.ReactNode;
  value: React.ReactNode;
  icon?: LucideIcon;
  hint?: React.ReactNode;
  loading?: boolean;
};

export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
  loading = false,
  className,
  ...props
}: StatCardProps) {
  return (
    <div
      data-slot="stat-card"
      aria-busy={loading || undefined}
      className={cn(
        "flex flex-col gap-2 rounded-xl border bg-card p-5 text-card-foreground shadow-xs",
        className,
      )}
      {...props}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {Icon && (
          <span className="flex size-8 items-center justify-center rounded-md bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-4" />
          </span>
        )}
      </div>
      {loading ? (
        <Skeleton className="h-8 w-16" />
      ) : (
        <p className="text-2xl font-semibold tracking-tight tabular-nums">{value}</p>
      )}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}
