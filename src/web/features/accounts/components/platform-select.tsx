import type { ComponentProps } from "react";
import { PLATFORMS, PLATFORM_LABELS, type Platform } from "@/shared/contracts/accounts";
import { NativeSelect } from "@/web/components/ui/native-select";

type PlatformSelectProps = Omit<ComponentProps<typeof NativeSelect>, "value" | "onChange"> & {
  value: Platform;
  onValueChange: (platform: Platform) => void;
};

export function PlatformSelect({ value, onValueChange, ...props }: PlatformSelectProps) {
  return (
    <NativeSelect value={value} onChange={(e) => onValueChange(e.target.value as Platform)} {...props}>
      {PLATFORMS.map((p) => (
        <option key={p} value={p}>
          {PLATFORM_LABELS[p]}
        </option>
      ))}
    </NativeSelect>
  );
}
