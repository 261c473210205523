import { useId, type ReactNode } from "react";
import { Label } from "@/web/components/ui/label";

export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

interface FormFieldProps {
  label: string;
  optional?: string;
  error?: string;
  /** Shown under the control when there is no error, and tied to it for screen readers. */
  hint?: ReactNode;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control whose error is announced and tied to it with aria-describedby. */
export function FormField({ label, optional, error, hint, id, className, children }: FormFieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const noteId = `${controlId}-note`;
  const note = error ?? hint;
  return (
    <div className={className}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={controlId}>
          {label}
          {optional && <span className="font-normal text-muted-foreground">{optional}</span>}
        </Label>
        {children({ id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": note ? noteId : undefined })}
        {error ? (
          <p id={noteId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : (
          hint && (
            <div id={noteId} className="text-xs text-muted-foreground">
              {hint}
            </div>
          )
        )}
      </div>
    </div>
  );
}
