import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import { toast } from "@/web/lib/toast";
import { componentsCopy } from "./copy";

const copy = componentsCopy.copyField;

/**
 * A value to copy (a key or secret shown once, an invitation link): read-only, selected on focus, with Copy (a toast
 * says it worked, or to copy by hand when the browser refused) and whatever follows (a Done button).
 */
export function CopyField({ value, label, copiedText, copyText = copy.copy, mono = false, children }: { value: string; label: string; copiedText: string; copyText?: string; mono?: boolean; children?: ReactNode }) {
  const onCopy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(value))
      .then(() => toast.success(copiedText))
      .catch(() => toast.error(copy.copyFailed));
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Input readOnly value={value} aria-label={label} className={cn(mono && "font-mono text-xs")} onFocus={(e) => e.currentTarget.select()} />
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={() => void onCopy()}>
          {copyText}
        </Button>
        {children}
      </div>
    </div>
  );
}
