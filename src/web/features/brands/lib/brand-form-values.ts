import type { Brand, CreateBrandBody } from "@/shared/contracts/brands";
import { isLanguageCode } from "@/shared/languages";

export type SpellingChoice = "none" | "american" | "british";

/** The brand form's fields: every spec §3 brand_strategy field as an input value. */
export interface BrandFormValues {
  brand_name: string;
  mission: string;
  vision: string;
  target_audience: string;
  brand_voice: string;
  key_messaging: string;
  spelling_preference: SpellingChoice;
  no_dashes: boolean;
  no_semicolons: boolean;
  no_emojis: boolean;
  key_topics: string;
  content_guidelines: string;
  additional_notes: string;
  /** A language code, or "" for English (no language set). */
  language: string;
}

export const emptyBrandForm: BrandFormValues = {
  brand_name: "",
  mission: "",
  vision: "",
  target_audience: "",
  brand_voice: "",
  key_messaging: "",
  spelling_preference: "none",
  no_dashes: false,
  no_semicolons: false,
  no_emojis: false,
  key_topics: "",
  content_guidelines: "",
  additional_notes: "",
  language: "",
};

export function brandToForm(brand: Brand): BrandFormValues {
  return {
    brand_name: brand.brand_name,
    mission: brand.mission ?? "",
    vision: brand.vision ?? "",
    target_audience: brand.target_audience ?? "",
    brand_voice: brand.brand_voice ?? "",
    key_messaging: brand.key_messaging ?? "",
    spelling_preference: brand.spelling_preference ?? "none",
    no_dashes: brand.no_dashes,
    no_semicolons: brand.no_semicolons,
    no_emojis: brand.no_emojis,
    key_topics: brand.key_topics ?? "",
    content_guidelines: brand.content_guidelines ?? "",
    additional_notes: brand.additional_notes ?? "",
    language: brand.language ?? "",
  };
}

/** The request body: every field sent, so clearing an input clears the stored value (blank becomes null). */
export function formToBrandBody(values: BrandFormValues): CreateBrandBody {
  const text = (v: string) => (v.trim() === "" ? null : v.trim());
  return {
    brand_name: values.brand_name.trim(),
    mission: text(values.mission),
    vision: text(values.vision),
    target_audience: text(values.target_audience),
    brand_voice: text(values.brand_voice),
    key_messaging: text(values.key_messaging),
    spelling_preference: values.spelling_preference === "none" ? null : values.spelling_preference,
    no_dashes: values.no_dashes,
    no_semicolons: values.no_semicolons,
    no_emojis: values.no_emojis,
    key_topics: text(values.key_topics),
    content_guidelines: text(values.content_guidelines),
    additional_notes: text(values.additional_notes),
    language: isLanguageCode(values.language) ? values.language : null,
  };
}
