import { Input } from "@/web/components/ui/input";

/** A whole number within min..max; typing is free, the value is clamped when it leaves the field. */
export function CountInput({
  id,
  value,
  min,
  max,
  onChange,
  describedBy,
}: {
  id: string;
  value: string;
  min: number;
  max: number;
  onChange: (value: string) => void;
  describedBy?: string;
}) {
  return (
    <Input
      id={id}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={value}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => onChange(String(clampCount(value, min, max)))}
      className="w-24"
    />
  );
}

export function clampCount(value: string, min: number, max: number): number {
  const n = Math.round(Number(value));
  return Number.isFinite(n) && value.trim() !== "" ? Math.min(max, Math.max(min, n)) : min;
}
