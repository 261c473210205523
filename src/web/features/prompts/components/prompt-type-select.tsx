import { PROMPT_TYPE_LABELS, type PromptType } from "@/shared/content-types";
import { NativeSelect } from "@/web/components/ui/native-select";
import type { FieldControlProps } from "./form-field";

interface PromptTypeSelectProps extends FieldControlProps {
  value: PromptType;
  types: readonly PromptType[];
  onChange: (type: PromptType) => void;
}

/** The prompt types offered; a current type outside the list stays selectable so an edit never changes it silently. */
export function PromptTypeSelect({ value, types, onChange, ...control }: PromptTypeSelectProps) {
  const options = types.includes(value) ? types : [value, ...types];
  return (
    <NativeSelect value={value} onChange={(e) => onChange(e.target.value as PromptType)} {...control}>
      {options.map((type) => (
        <option key={type} value={type}>
          {PROMPT_TYPE_LABELS[type]}
        </option>
      ))}
    </NativeSelect>
  );
}
