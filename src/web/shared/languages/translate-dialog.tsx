import { useState } from "react";
import { Languages } from "lucide-react";
import type { LanguageCode } from "@/shared/languages";
import { ToolDialog } from "@/web/components/tool-dialog";
import { languageCopy as copy } from "./copy";
import { LanguageSelect } from "./language-select";

/** Translate: the post in another language, as a new version of the row. */
export function TranslateDialog({
  open,
  onOpenChange,
  initial,
  onSubmit,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: LanguageCode;
  onSubmit: (code: LanguageCode) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [code, setCode] = useState<LanguageCode | null>(null);
  const chosen = code ?? initial;
  const close = (next: boolean) => {
    if (!next) setCode(null);
    onOpenChange(next);
  };
  return (
    <ToolDialog
      open={open}
      onOpenChange={close}
      onCloseAutoFocus={onCloseAutoFocus}
      size="narrow"
      texts={{ title: copy.translateTitle, description: copy.translateDescription, submit: copy.translateSubmit, cancel: copy.cancel }}
      submitIcon={<Languages aria-hidden />}
      onSubmit={() => {
        onSubmit(chosen);
        close(false);
      }}
    >
      <LanguageSelect value={chosen} onChange={setCode} />
    </ToolDialog>
  );
}
