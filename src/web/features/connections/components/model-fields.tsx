import { MODEL_TYPES, type ModelType } from "@/shared/contracts/models";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect } from "@/web/components/ui/native-select";
import { connectionCopy } from "../copy";

export interface NewModelValues {
  name: string;
  type: ModelType;
}

/** Display name and type of a model being added. */
export function ModelFields({ idPrefix, values, onChange }: { idPrefix: string; values: NewModelValues; onChange: (v: NewModelValues) => void }) {
  const m = connectionCopy.models;
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-name`}>{m.displayName}</Label>
        <Input
          id={`${idPrefix}-name`}
          value={values.name}
          maxLength={120}
          onChange={(e) => onChange({ ...values, name: e.target.value })}
          aria-describedby={`${idPrefix}-name-hint`}
        />
        <p id={`${idPrefix}-name-hint`} className="text-xs text-muted-foreground">
          {m.displayNameHint}
        </p>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor={`${idPrefix}-type`}>{m.type}</Label>
        <NativeSelect id={`${idPrefix}-type`} value={values.type} onChange={(e) => onChange({ ...values, type: e.target.value as ModelType })}>
          {MODEL_TYPES.map((t) => (
            <option key={t} value={t}>
              {connectionCopy.types[t]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
