import { createContext, useContext } from "react";
import type { Brand } from "@/shared/contracts/brands";

/**
 * The selected-brand context, outside any feature so routes and other features can read it.
 * The brands feature provides it (BrandProvider); everyone else only reads it.
 */
export interface CurrentBrandValue {
  /** The selected brand's full row, or null ('No Brand', or not loaded yet). */
  brand: Brand | null;
  /** The selected brand's id (known from storage before the list loads). */
  brandId: string | null;
  /** The selected brand's name (from storage until the list loads). */
  brandName: string | null;
  /** Selects a brand by id; null selects 'No Brand'. The choice is remembered. */
  selectBrand: (id: string | null) => void;
  /** The user's brands, newest first. */
  brands: Brand[];
  isLoading: boolean;
}

export const CurrentBrandContext = createContext<CurrentBrandValue | null>(null);

const noProvider: CurrentBrandValue = {
  brand: null,
  brandId: null,
  brandName: null,
  selectBrand: () => {},
  brands: [],
  isLoading: false,
};

/** The selected brand. Outside a BrandProvider (isolated component tests) it answers 'No Brand'. */
export function useCurrentBrand(): CurrentBrandValue {
  return useContext(CurrentBrandContext) ?? noProvider;
}
