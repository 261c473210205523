import type { Brand } from "@/shared/contracts/brands";
import type { StoredBrandChoice } from "@/web/lib/current-brand";

export interface ResolvedBrand {
  brandId: string | null;
  brand: Brand | null;
  /** A choice to store now: the first brand as the default, or 'No Brand' when the stored brand is gone. */
  store?: Brand | null;
}

/**
 * Which brand is selected, given the stored choice and the user's brands (undefined while loading).
 * Never chosen: the first brand is the default (spec §3). A stored brand that no longer exists falls back to none.
 */
export function resolveBrand(stored: StoredBrandChoice, brands: readonly Brand[] | undefined): ResolvedBrand {
  if (!brands) return { brandId: stored.id, brand: null };
  if (!stored.hasChoice) {
    const first = brands[0];
    return first ? { brandId: first.id, brand: first, store: first } : { brandId: null, brand: null };
  }
  if (stored.id === null) return { brandId: null, brand: null };
  const brand = brands.find((b) => b.id === stored.id);
  if (!brand) return { brandId: null, brand: null, store: null };
  // Keep the remembered name in step with a renamed brand.
  return brand.brand_name === stored.name ? { brandId: brand.id, brand } : { brandId: brand.id, brand, store: brand };
}
