import { format } from "date-fns";
import { AudioLines, Palette, Pencil } from "lucide-react";
import type { Brand } from "@/shared/contracts/brands";
import { HISTORY } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { useCapability } from "@/web/lib/workspace-role";
import { Skeleton } from "@/web/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { brandCopy } from "../copy";
import { kitCopy } from "../copy/kit";
import { voiceCopy } from "../copy/voice";
import { DeleteBrandButton } from "./delete-brand-button";

interface BrandsTableProps {
  brands: Brand[] | undefined;
  isLoading: boolean;
  selectedId: string | null;
  onEdit: (brand: Brand) => void;
  /** Opens the brand's voice (profile and terminology); absent: no Voice button. */
  onVoice?: (brand: Brand) => void;
  /** Opens the brand's kit for graphics (logo, colours, font); absent: no Kit button. */
  onKit?: (brand: Brand) => void;
}

/** Brand Name, Created At, Actions (Edit, Delete) — spec §2. */
export function BrandsTable({ brands, isLoading, selectedId, onEdit, onVoice, onKit }: BrandsTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{messages.brands.columns.brandName}</TableHead>
          <TableHead className="max-sm:hidden">{messages.brands.columns.createdAt}</TableHead>
          <TableHead className="text-right">{messages.brands.columns.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading &&
          [0, 1, 2].map((i) => (
            <TableRow key={i}>
              <TableCell colSpan={3}>
                <Skeleton className="h-6 w-full" />
              </TableCell>
            </TableRow>
          ))}
        {brands?.map((brand) => (
          <BrandRow
            key={brand.id}
            brand={brand}
            selected={brand.id === selectedId}
            onEdit={() => onEdit(brand)}
            onVoice={onVoice && (() => onVoice(brand))}
            onKit={onKit && (() => onKit(brand))}
          />
        ))}
      </TableBody>
    </Table>
  );
}

/** On narrow screens the date moves under the name so the actions stay in view. */
function BrandRow({
  brand,
  selected,
  onEdit,
  onVoice,
  onKit,
}: {
  brand: Brand;
  selected: boolean;
  onEdit: () => void;
  onVoice?: () => void;
  onKit?: () => void;
}) {
  const created = format(new Date(brand.created_at), HISTORY.dateFormat);
  const manage = useCapability("manage");
  return (
    <TableRow>
      <TableCell className="max-w-64 font-medium">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate">{brand.brand_name}</span>
          {selected && <Badge variant="secondary">{brandCopy.active}</Badge>}
        </span>
        <span className="block text-xs font-normal text-muted-foreground sm:hidden">{created}</span>
      </TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground max-sm:hidden">{created}</TableCell>
      <TableCell>
        <div className="flex justify-end gap-1">
          {onVoice && (
            <Button variant="ghost" size="sm" onClick={onVoice} aria-label={voiceCopy.action(brand.brand_name)}>
              <AudioLines aria-hidden="true" />
              <span className="max-sm:sr-only">{voiceCopy.button}</span>
            </Button>
          )}
          {onKit && (
            <Button variant="ghost" size="sm" onClick={onKit} aria-label={kitCopy.action(brand.brand_name)}>
              <Palette aria-hidden="true" />
              <span className="max-sm:sr-only">{kitCopy.button}</span>
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={brandCopy.editAction(brand.brand_name)} disabled={!manage.allowed} title={manage.reason ?? undefined}>
            <Pencil aria-hidden="true" />
            <span className="max-sm:sr-only">{messages.common.edit}</span>
          </Button>
          <DeleteBrandButton brand={brand} />
        </div>
      </TableCell>
    </TableRow>
  );
}
