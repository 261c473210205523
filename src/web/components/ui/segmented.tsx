import { cn } from "@/web/lib/cn";

/**
 * One choice of a few, as pressed buttons in a muted track (the range of the usage and analytics pages): each
 * option says whether it is the one chosen (`aria-pressed`), and the group is named for screen readers.
 */
export function Segmented<T extends string | number>({
  label,
  options,
  value,
  onChange,
  labelOf,
  className,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (value: T) => string;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn("inline-flex w-fit flex-wrap rounded-lg border bg-muted p-0.5", className)}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
            value === option && "bg-background text-foreground shadow-xs",
          )}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}
