import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { toast } from "@/web/lib/toast";
import { headlinesCopy as copy } from "../copy";

/** Copies `text`; the icon turns to a tick for a moment. `label` names what is copied for screen readers. */
export function CopyButton({ text, label, showText = false }: { text: string; label: string; showText?: boolean }) {
  const [done, setDone] = useState(false);
  const onClick = () => {
    // The clipboard API exists only in secure contexts (a self-hosted app may be served over plain http).
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(() => {
        setDone(true);
        toast.success(copy.copied);
        window.setTimeout(() => setDone(false), 1500);
      })
      .catch(() => toast.error(copy.copyFailed));
  };
  const Icon = done ? Check : Copy;
  return (
    <Button type="button" variant="ghost" size={showText ? "sm" : "icon"} aria-label={showText ? undefined : `${copy.copy}: ${label}`} onClick={onClick}>
      <Icon aria-hidden />
      {showText && label}
    </Button>
  );
}
