/** The brand a request writes for: loaded for the caller by id, or sent inline (spec §7 brandContext). */
import type { BrandContextInput } from "@/shared/contracts/functions";
import type { BuiltinBrand } from "./directive";
import type { VoiceRules } from "@/shared/contracts/brand-voice";

export interface BrandContext {
  brand_name: string | null;
  mission: string | null;
  vision: string | null;
  target_audience: string | null;
  brand_voice: string | null;
  key_messaging: string | null;
  spelling_preference: string | null;
  key_topics: string | null;
  content_guidelines: string | null;
  additional_notes: string | null;
  no_emojis: boolean;
  no_dashes: boolean;
  no_semicolons: boolean;
  /** The brand's default output language; null: English. */
  language?: string | null;
  /** The brand's learned voice and terminology (issue 27); absent for an inline brand. */
  voice?: VoiceRules | null;
}

const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

export function brandFromInput(input: BrandContextInput | null | undefined): BrandContext | null {
  if (!input) return null;
  return {
    brand_name: text(input.brand_name),
    mission: text(input.mission),
    vision: text(input.vision),
    target_audience: text(input.target_audience),
    brand_voice: text(input.brand_voice),
    key_messaging: text(input.key_messaging),
    spelling_preference: text(input.spelling_preference),
    key_topics: text(input.key_topics),
    content_guidelines: text(input.content_guidelines),
    additional_notes: text(input.additional_notes),
    no_emojis: input.no_emojis === true,
    no_dashes: input.no_dashes === true,
    no_semicolons: input.no_semicolons === true,
  };
}

export function brandRules(brand: BrandContext | null | undefined) {
  return {
    no_emojis: Boolean(brand?.no_emojis),
    no_dashes: Boolean(brand?.no_dashes),
    no_semicolons: Boolean(brand?.no_semicolons),
    required_spellings: brand?.voice?.required_spellings ?? [],
  };
}

export function hasBrandRules(brand: BrandContext | null | undefined): boolean {
  return Boolean(brand && (brand.no_emojis || brand.no_dashes || brand.no_semicolons || brand.voice?.required_spellings.length));
}

/** The brand as the built-in writer's directive carries it. */
export function toBuiltinBrand(brand: BrandContext): BuiltinBrand {
  return {
    brand_name: brand.brand_name,
    brand_voice: brand.brand_voice,
    target_audience: brand.target_audience,
    key_messaging: brand.key_messaging,
    key_topics: brand.key_topics,
    mission: brand.mission,
    spelling_preference: brand.spelling_preference,
    content_guidelines: brand.content_guidelines,
    no_emojis: brand.no_emojis,
    no_dashes: brand.no_dashes,
    no_semicolons: brand.no_semicolons,
  };
}
