import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { CurrentBrandContext, type CurrentBrandValue } from "@/web/lib/brand-context-core";
import {
  hasStoredBrandChoice,
  isBrandStorageKey,
  readSelectedBrandId,
  readSelectedBrandName,
  writeSelectedBrand,
} from "@/web/lib/current-brand";
import { useAuth } from "@/web/lib/auth/use-auth";
import { useBrands } from "./api/get-brands";
import { resolveBrand, type StoredBrandChoice } from "./lib/brand-selection";

export { useCurrentBrand } from "@/web/lib/brand-context-core";

const readStored = (): StoredBrandChoice => ({ hasChoice: hasStoredBrandChoice(), id: readSelectedBrandId(), name: readSelectedBrandName() });

/** Holds the selected brand for the whole app, restored from and saved to localStorage. */
export function BrandProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const signedIn = user !== null;
  const query = useBrands({ enabled: signedIn });
  const [stored, setStored] = useState(readStored);

  // Signed out (or still checking) counts as not loaded: nothing is stored or discarded meanwhile.
  const brands = signedIn ? query.data : undefined;
  const resolved = useMemo(() => resolveBrand(stored, brands), [stored, brands]);

  // Persist a default (first brand) or a fallback (stored brand gone) once the list is known.
  useEffect(() => {
    if (resolved.store === undefined) return;
    writeSelectedBrand(resolved.store);
    setStored(readStored());
  }, [resolved.store]);

  // Another tab changed the selection.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || isBrandStorageKey(event.key)) setStored(readStored());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const list = query.data;
  const selectBrand = useCallback(
    (id: string | null) => {
      const name = list?.find((b) => b.id === id)?.brand_name ?? "";
      writeSelectedBrand(id ? { id, brand_name: name } : null);
      setStored(readStored());
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
