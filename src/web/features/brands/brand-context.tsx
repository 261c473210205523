import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { CurrentBrandContext, type CurrentBrandValue } from "@/web/lib/brand-context-core";
import { NO_BRAND_CHOICE, readBrandChoice, subscribeBrandChoice, writeSelectedBrand } from "@/web/lib/current-brand";
import { useAuth } from "@/web/lib/auth/use-auth";
import { useBrands } from "./api/get-brands";
import { saveCurrentBrand } from "./api/current-brand";
import { resolveBrand } from "./lib/brand-selection";

export { useCurrentBrand } from "@/web/lib/brand-context-core";

/** Holds the selected brand for the whole app, restored from and saved to localStorage (also across tabs). */
export function BrandProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const signedIn = user !== null;
  const query = useBrands({ enabled: signedIn });
  const stored = useSyncExternalStore(subscribeBrandChoice, readBrandChoice, () => NO_BRAND_CHOICE);

  // Signed out (or still checking) counts as not loaded: nothing is stored or discarded meanwhile.
  const brands = signedIn ? query.data : undefined;
  const resolved = useMemo(() => resolveBrand(stored, brands), [stored, brands]);

  // Persist a default (first brand), a fallback (stored brand gone) or a new name once the list is known.
  useEffect(() => {
    if (resolved.store !== undefined) writeSelectedBrand(resolved.store);
  }, [resolved.store]);

  const list = query.data;
  const selectBrand = useCallback(
    (id: string | null) => {
      const name = list?.find((b) => b.id === id)?.brand_name ?? "";
      writeSelectedBrand(id ? { id, brand_name: name } : null);
      // The member's choice in this workspace follows them to their other devices; this tab keeps it either way.
      void saveCurrentBrand(id).catch(() => undefined);
    },
    [list],
  );

  const value = useMemo<CurrentBrandValue>(
    () => ({
      brand: resolved.brand,
      brandId: resolved.brandId,
      brandName: resolved.brand?.brand_name ?? (query.isPending ? stored.name : null),
      selectBrand,
      brands: list ?? [],
      isLoading: signedIn && query.isPending,
    }),
    [resolved, stored.name, selectBrand, list, signedIn, query.isPending],
  );

  return <CurrentBrandContext.Provider value={value}>{children}</CurrentBrandContext.Provider>;
}
