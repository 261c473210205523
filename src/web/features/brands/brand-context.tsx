import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from "react";
import { CurrentBrandContext, type CurrentBrandValue } from "@/web/lib/brand-context-core";
import { NO_BRAND_CHOICE, readBrandChoice, subscribeBrandChoice, writeSelectedBrand } from "@/web/lib/current-brand";
import { useAuth } from "@/web/lib/auth/use-auth";
import { brandKeys, useBrands } from "./api/get-brands";
import { saveCurrentBrand, useServerCurrentBrand } from "./api/current-brand";
import { resolveBrand } from "./lib/brand-selection";

export { useCurrentBrand } from "@/web/lib/brand-context-core";

/**
 * Holds the selected brand for the whole app. The workspace's current brand is read from the server (this member's
 * choice, else the owner's), so another member and another device see it; this browser's storage keeps a copy so
 * the banner shows it at once, and keeps tabs in step.
 */
export function BrandProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const signedIn = user !== null;
  const queryClient = useQueryClient();
  const query = useBrands({ enabled: signedIn });
  const server = useServerCurrentBrand({ enabled: signedIn });
  const stored = useSyncExternalStore(subscribeBrandChoice, readBrandChoice, () => NO_BRAND_CHOICE);

  // Signed out (or still checking) counts as not loaded: nothing is stored or discarded meanwhile. The server's
  // choice is awaited too (a failed read leaves this browser's), so the first brand never flashes before it.
  const brands = signedIn && !server.isPending ? query.data : undefined;
  const list = query.data;

  const resolved = useMemo(() => resolveBrand(stored, brands), [stored, brands]);

  // Each answer of the server, once, becomes this browser's copy (a later list refresh does not apply it again, so it
  // never undoes a choice made since in another tab). Otherwise persist a default (first brand), a fallback (stored
  // brand gone) or a new name once the list is known; never in the same pass as a server answer, which it would undo.
  const applied = useRef<unknown>(null);
  const answer = server.data;
  useEffect(() => {
    if (answer && list && applied.current !== answer) {
      applied.current = answer;
      const chosen = answer.brand_id ? list.find((b) => b.id === answer.brand_id) : undefined;
      if (chosen) return writeSelectedBrand({ id: chosen.id, brand_name: chosen.brand_name });
    }
    if (resolved.store !== undefined) writeSelectedBrand(resolved.store);
  }, [answer, list, resolved.store]);

  const selectBrand = useCallback(
    (id: string | null) => {
      const name = list?.find((b) => b.id === id)?.brand_name ?? "";
      writeSelectedBrand(id ? { id, brand_name: name } : null);
      // The member's choice in this workspace follows them to their other devices; this tab keeps it either way.
      const answer = { brand_id: id };
      applied.current = answer;
      queryClient.setQueryData(brandKeys.current(), answer);
      void saveCurrentBrand(id).catch(() => undefined);
    },
    [list, queryClient],
  );

  const value = useMemo<CurrentBrandValue>(
    () => ({
      brand: resolved.brand,
      brandId: resolved.brandId,
      brandName: resolved.brand?.brand_name ?? (brands === undefined ? stored.name : null),
      selectBrand,
      brands: list ?? [],
      isLoading: signedIn && (query.isPending || server.isPending),
    }),
    [resolved, brands, stored.name, selectBrand, list, signedIn, query.isPending, server.isPending],
  );

  return <CurrentBrandContext.Provider value={value}>{children}</CurrentBrandContext.Provider>;
}
