import { Building2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { messages } from "@/shared/messages";
import { BrandDetailsDialog } from "@/web/features/brands/components/brand-details-dialog";
import { brandCopy } from "@/web/features/brands/copy";
import { useCurrentBrand } from "@/web/lib/brand-context-core";

/** The brand-context banner: the selected brand (click for its details), or a pointer to the Brand Strategy page. */
export function BrandBanner() {
  const { brand, brandName } = useCurrentBrand();
  const [open, setOpen] = useState(false);

  if (!brandName) {
    return (
      <p className="flex min-w-0 items-baseline gap-1 text-sm text-muted-foreground">
        <span className="truncate max-sm:sr-only">{messages.brands.noContext}</span>
        <Link to="/brand-strategy" className="shrink-0 text-primary underline-offset-4 hover:underline">
          <span className="max-sm:hidden">{messages.brands.noContextHint}</span>
          <span className="sm:hidden">{brandCopy.chooseBrand}</span>
        </Link>
      </p>
    );
  }

  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      <Building2 aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="shrink-0 text-muted-foreground max-sm:sr-only">{messages.brands.currentContext}</span>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={!brand}
        aria-haspopup="dialog"
        className="min-w-0 truncate rounded-md px-1.5 py-0.5 font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:text-foreground"
      >
        {brandName}
      </button>
      <BrandDetailsDialog brand={brand} open={open && brand !== null} onOpenChange={setOpen} />
    </div>
  );
}
