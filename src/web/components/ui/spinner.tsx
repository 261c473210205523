import { Loader2Icon } from "lucide-react";
import { cn } from "@/web/lib/cn";

export type SpinnerProps = {
  label?: string;
  className?: string;
};

export function Spinner({ label, className }: SpinnerProps) {
  const icon = (
    <Loader2Icon
      aria-hidden="true"
      data-slot="spinner"
      className={cn("size-4 shrink-0 animate-spin", className)}
    />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
