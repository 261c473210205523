import { Layers } from "lucide-react";
import { GENERATION } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { ToolDialog } from "@/web/components/tool-dialog";
import { contentCopy } from "../copy";
import { CountField, useCountField } from "@/web/components/count-input";
import { focusReturn, type Opener } from "@/web/lib/focus-return";

const copy = contentCopy.alternatives;
const range = GENERATION.alternatives;

/** Generate Alternatives: how many (1 to 10, default 3); they appear as rows below the source row. */
export function AlternativesDialog({
  open,
  opener,
  onOpenChange,
  onSubmit,
}: {
  open: boolean;
  opener: Opener;
  onOpenChange: (open: boolean) => void;
  onSubmit: (count: number) => void;
}) {
  const count = useCountField(range, messages.generation.alternativesRange);
  const close = (next: boolean) => {
    if (!next) count.reset();
    onOpenChange(next);
  };
  return (
    <ToolDialog
      open={open}
      onOpenChange={close}
      onCloseAutoFocus={focusReturn(opener)}
      size="narrow"
      texts={{ ...copy, cancel: contentCopy.post.cancel }}
      submitIcon={<Layers aria-hidden />}
      onSubmit={() => {
        // 15 is not quietly made 10: the user is told the range and decides.
        const n = count.take();
        if (n === null) return;
        onSubmit(n);
        close(false);
      }}
    >
      <CountField label={copy.count} hint={copy.range} {...count.field} />
    </ToolDialog>
  );
}
