import { useId, useState } from "react";
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

interface CountRange {
  min: number;
  max: number;
  default: number;
}

/**
 * The state of one count field: `field` goes to `CountField`; `take()` answers the count, or null after showing
 * `rangeMessage` under the field; `reset()` goes back to the default.
 */
export function useCountField(range: CountRange, rangeMessage: string) {
  const [value, setValue] = useState(String(range.default));
  const [error, setError] = useState<string | null>(null);
  const onChange = (next: string) => {
    setValue(next);
    setError(null);
  };
  const take = () => {
    const n = parseCount(value, range.min, range.max);
    if (n === null) setError(rangeMessage);
    return n;
  };
  const reset = () => onChange(String(range.default));
  return { field: { value, error, min: range.min, max: range.max, onChange }, take, reset };
}

/** A labelled count with its range hint and, once the user asked for a count out of range, the range message. */
export function CountField({
  label,
  hint,
  value,
  error,
  min,
  max,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  error: string | null;
  min: number;
  max: number;
  onChange: (value: string) => void;
}) {
  const ids = { input: useId(), hint: useId(), error: useId() };
  return (
    <>
      <div className="flex items-center gap-3">
        <label htmlFor={ids.input} className="text-sm font-medium">
          {label}
        </label>
        <CountInput
          id={ids.input}
          value={value}
          min={min}
          max={max}
          onChange={onChange}
          describedBy={error ? `${ids.hint} ${ids.error}` : ids.hint}
          invalid={error !== null}
        />
        <span id={ids.hint} className="text-xs text-muted-foreground">
          {hint}
        </span>
      </div>
      <CountError id={ids.error} message={error} />
    </>
  );
}
