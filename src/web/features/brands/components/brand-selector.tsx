import { Check } from "lucide-react";
import type { Brand } from "@/shared/contracts/brands";
import { messages } from "@/shared/messages";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { brandCopy } from "../copy";

interface BrandSelectorProps {
  brands: Brand[];
  selectedId: string | null;
  isLoading: boolean;
  onSelect: (id: string | null) => void;
}

/** 'No Brand' plus one toggle button per brand; the pressed one is the current brand context. */
export function BrandSelector({ brands, selectedId, isLoading, onSelect }: BrandSelectorProps) {
  const option = (id: string | null, label: string) => {
    const pressed = selectedId === id;
    return (
      <Button
        key={id ?? "none"}
        type="button"
        variant={pressed ? "default" : "outline"}
        size="sm"
        aria-pressed={pressed}
        onClick={() => onSelect(id)}
        className="max-w-full"
      >
        {pressed && <Check aria-hidden="true" />}
        <span className="truncate">{label}</span>
      </Button>
    );
  };

  return (
    <div role="group" aria-label={brandCopy.selectorTitle} className="flex flex-wrap gap-2">
      {option(null, messages.brands.noBrand)}
      {isLoading ? <Skeleton className="h-8 w-28" /> : brands.map((brand) => option(brand.id, brand.brand_name))}
    </div>
  );
}
