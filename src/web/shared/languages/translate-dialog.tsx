import { useState } from "react";
import { Languages } from "lucide-react";
import type { LanguageCode } from "@/shared/languages";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
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
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{copy.translateTitle}</DialogTitle>
          <DialogDescription>{copy.translateDescription}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(chosen);
            close(false);
          }}
        >
          <LanguageSelect value={chosen} onChange={setCode} />
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => close(false)}>
              {copy.cancel}
            </Button>
            <Button type="submit">
              <Languages aria-hidden />
              {copy.translateSubmit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
