import { Input } from "@/web/components/ui/input";

/**
 * A whole number within min..max. Typing is free and nothing is changed behind the user's back: a value out of
 * range is answered by `countError` (shown under the field) rather than silently clamped.
 */
export function CountInput({
  id,
  value,
  min,
  max,
  onChange,
  describedBy,
  invalid = false,
}: {
  id: string;
  value: string;
  min: number;
  max: number;
  onChange: (value: string) => void;
  describedBy?: string;
  invalid?: boolean;
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
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value)}
      className="w-24"
    />
  );
}

/** The count typed, when it is a whole number within min..max; otherwise null. */
export function parseCount(value: string, min: number, max: number): number | null {
  const n = Number(value);
  return value.trim() !== "" && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** The field's message (the range, from the catalogue) once the user asked for a count out of range. */
export function CountError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}
