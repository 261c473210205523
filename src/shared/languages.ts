/**
 * Output languages (issue 13): the 30 most used languages by total speakers, as BCP 47 primary codes with their
 * English and native names. Every generation takes one; the default is the brand's language, then English.
 */
import { z } from "zod";
import { messages } from "./messages";

export interface Language {
  code: string;
  name: string;
  native: string;
}

export const LANGUAGES = [
  { code: "en", name: "English", native: "English" },
  { code: "zh", name: "Chinese (Simplified)", native: "简体中文" },
  { code: "hi", name: "Hindi", native: "हिन्दी" },
  { code: "es", name: "Spanish", native: "Español" },
  { code: "fr", name: "French", native: "Français" },
  { code: "ar", name: "Arabic", native: "العربية" },
  { code: "bn", name: "Bengali", native: "বাংলা" },
  { code: "pt", name: "Portuguese", native: "Português" },
  { code: "ru", name: "Russian", native: "Русский" },
  { code: "ur", name: "Urdu", native: "اردو" },
  { code: "id", name: "Indonesian", native: "Bahasa Indonesia" },
  { code: "de", name: "German", native: "Deutsch" },
  { code: "ja", name: "Japanese", native: "日本語" },
  { code: "mr", name: "Marathi", native: "मराठी" },
  { code: "te", name: "Telugu", native: "తెలుగు" },
  { code: "tr", name: "Turkish", native: "Türkçe" },
  { code: "ta", name: "Tamil", native: "தமிழ்" },
  { code: "vi", name: "Vietnamese", native: "Tiếng Việt" },
  { code: "tl", name: "Tagalog", native: "Tagalog" },
  { code: "ko", name: "Korean", native: "한국어" },
  { code: "fa", name: "Persian", native: "فارسی" },
  { code: "ha", name: "Hausa", native: "Hausa" },
  { code: "sw", name: "Swahili", native: "Kiswahili" },
  { code: "jv", name: "Javanese", native: "Basa Jawa" },
  { code: "it", name: "Italian", native: "Italiano" },
  { code: "pa", name: "Punjabi", native: "ਪੰਜਾਬੀ" },
  { code: "gu", name: "Gujarati", native: "ગુજરાતી" },
  { code: "th", name: "Thai", native: "ไทย" },
  { code: "pl", name: "Polish", native: "Polski" },
  { code: "nl", name: "Dutch", native: "Nederlands" },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = "en";

const BY_CODE = new Map<string, Language>(LANGUAGES.map((l) => [l.code, l]));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && BY_CODE.has(value);
}

export function findLanguage(code: string | null | undefined): Language | undefined {
  return code ? BY_CODE.get(code) : undefined;
}

/**
 * The languages the built-in template writer (the demo) can write: its sentence patterns, structures and
 * keyword rules are English. The server refuses any other with `builtin_english_only`; the web's language
 * pickers mark the others while the demo is the default.
 */
export const BUILTIN_WRITER_LANGUAGES: readonly LanguageCode[] = [DEFAULT_LANGUAGE];

export const builtinWriterCanWrite = (code: string): boolean => (BUILTIN_WRITER_LANGUAGES as readonly string[]).includes(code);

/** "German", or the code itself for an unknown one. */
export function languageName(code: string): string {
  return BY_CODE.get(code)?.name ?? code;
}

/** "German (Deutsch)"; English alone for English. */
export function languageLabel(code: string): string {
  const l = BY_CODE.get(code);
  if (!l) return code;
  return l.name === l.native ? l.name : `${l.name} (${l.native})`;
}

/** The language to write in: the page's choice, else the brand's, else English. */
export function resolveLanguage(...choices: (string | null | undefined)[]): LanguageCode {
  return (choices.find(isLanguageCode) as LanguageCode | undefined) ?? DEFAULT_LANGUAGE;
}

export const languageCodeSchema = z.enum(LANGUAGE_CODES, { error: messages.generation.invalidLanguage });
