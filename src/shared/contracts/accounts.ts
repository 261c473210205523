import { z } from "zod";
import { LIMITS } from "../constants";
import { messages } from "../messages";
import { optionalText } from "./common";

/** Required text whose message is the same whether the field is missing, wrong or blank. */
const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const PLATFORMS = ["instagram", "facebook", "twitter", "linkedin", "threads", "tiktok", "bluesky", "mastodon", "webhook"] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_LABELS: Record<Platform, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  twitter: "Twitter",
  linkedin: "LinkedIn",
  threads: "Threads",
  tiktok: "TikTok",
  bluesky: "Bluesky",
  mastodon: "Mastodon",
  webhook: "Webhook",
};

export const ACCOUNT_TEXT_MAX = 5000;
const LIST_ITEM_MAX = 200;
const LIST_MAX_ITEMS = 100;

/** Comma-separated text to a list: split, trimmed, blanks dropped (spec §5). */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** A list as text for an input: the inverse of splitList. */
export function joinList(items: readonly string[] | null | undefined): string {
  return (items ?? []).join(", ");
}

/** Accepts a list or comma-separated text; answers the trimmed list. */
const textList = z
  .union([z.array(z.string().max(LIST_ITEM_MAX)), z.string().max(LIST_ITEM_MAX * LIST_MAX_ITEMS)])
  .transform((v) => (typeof v === "string" ? splitList(v) : v.map((s) => s.trim()).filter(Boolean)))
  .pipe(z.array(z.string().max(LIST_ITEM_MAX)).max(LIST_MAX_ITEMS));

const text = () => optionalText(ACCOUNT_TEXT_MAX);

/** No zod defaults: a PATCH must leave absent fields alone; the database holds the defaults. */
const accountFields = {
  name: requiredText(LIMITS.nameChars, messages.accounts.nameRequired),
  platform: z.enum(PLATFORMS).optional(),
  handle: requiredText(LIMITS.nameChars, messages.accounts.handleRequired),
  description: text(),
  target_audience: text(),
  brand_voice: text(),
  key_topics: textList.optional(),
  hashtag_groups: textList.optional(),
  content_guidelines: text(),
  notes: text(),
  is_active: z.boolean().optional(),
};

export const createAccountBody = z.object(accountFields);
export const updateAccountBody = z.object(accountFields).partial();
export type CreateAccountBody = z.input<typeof createAccountBody>;
export type UpdateAccountBody = z.input<typeof updateAccountBody>;

export const accountSchema = z.object({
  id: z.string().uuid(),
  user_id: z.string().uuid().nullable(),
  name: z.string(),
  platform: z.enum(PLATFORMS),
  handle: z.string(),
  description: z.string().nullable(),
  target_audience: z.string().nullable(),
  brand_voice: z.string().nullable(),
  key_topics: z.array(z.string()),
  hashtag_groups: z.array(z.string()),
  content_guidelines: z.string().nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Account = z.infer<typeof accountSchema>;
