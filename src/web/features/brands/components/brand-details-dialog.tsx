import type { Brand } from "@/shared/contracts/brands";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { brandCopy } from "../copy";

const DETAIL_FIELDS = ["brand_name", "mission", "vision", "target_audience", "brand_voice", "key_messaging"] as const;

interface BrandDetailsDialogProps {
  brand: Brand | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Brand Details': the selected brand's main fields, a dash for an empty one (spec §2 brand banner). */
export function BrandDetailsDialog({ brand, open, onOpenChange }: BrandDetailsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{messages.brands.details}</DialogTitle>
        </DialogHeader>
        <dl className="grid gap-4">
          {DETAIL_FIELDS.map((field) => {
            const value = brand?.[field]?.trim();
            return (
              <div key={field} className="grid gap-1">
                <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{brandCopy.fields[field]}</dt>
                <dd className="text-sm break-words whitespace-pre-wrap">{value ? value : messages.common.dash}</dd>
              </div>
            );
          })}
        </dl>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{messages.common.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
