import { addHours, startOfHour } from "date-fns";
import { PLATFORM_LABELS, type Account, type Platform } from "@/shared/contracts/accounts";
import type { PublishingAccount } from "@/shared/contracts/publishing";
import { PLATFORM_LIMITS, checkLimits, isPublishable, type LimitCheck } from "@/shared/platform-limits";
import { toLocalInput } from "./calendar";

/** A sensible first time to offer: the next full hour after an hour from now. */
export const defaultScheduleInput = (now = new Date()) => toLocalInput(startOfHour(addHours(now, 2)).toISOString());

export interface AccountChoice {
  account: Account;
  /** Connected to its (publishable) platform: the server can send it. */
  ready: boolean;
  /** The platform's reason when the account's last check (on save or Test) failed. */
  checkError: string | null;
}

export function accountChoices(accounts: Account[], publishingAccounts: Map<string, PublishingAccount> | undefined): AccountChoice[] {
  return accounts
    .filter((a) => a.is_active)
    .map((account) => {
      const saved = publishingAccounts?.get(account.id);
      const ready = isPublishable(account.platform) && saved?.platform === account.platform;
      return { account, ready, checkError: ready ? (saved?.check_error ?? null) : null };
    });
}

export interface PlatformCheck extends LimitCheck {
  platform: Platform;
  label: string;
  accounts: string[];
  /** The platform refuses a post without an image (Instagram), and there is none: said before scheduling. */
  mediaMissing: boolean;
}

/**
 * One check per platform of the chosen accounts, and X's as a copy-out reference, in the order first chosen.
 * `imageCount` may differ per platform: one that gets a PDF document (LinkedIn) posts no images.
 */
export function platformChecks(chosen: Account[], text: string, imageCount: number | ((platform: Platform) => number), copyOut: { platform: Platform; label: string }): PlatformCheck[] {
  const count = typeof imageCount === "number" ? () => imageCount : imageCount;
  const byPlatform = new Map<Platform, string[]>();
  for (const account of chosen) byPlatform.set(account.platform, [...(byPlatform.get(account.platform) ?? []), account.name]);
  const mediaMissing = (platform: Platform) => PLATFORM_LIMITS[platform].needsMedia && count(platform) === 0;
  const checks = [...byPlatform].map(([platform, names]) => ({ platform, label: PLATFORM_LABELS[platform], accounts: names, mediaMissing: mediaMissing(platform), ...checkLimits(platform, text, count(platform)) }));
  if (!byPlatform.has(copyOut.platform)) checks.push({ platform: copyOut.platform, label: copyOut.label, accounts: [], mediaMissing: false, ...checkLimits(copyOut.platform, text, count(copyOut.platform)) });
  return checks;
}

/** Whether a platform posts a PDF document (LinkedIn's document post): the one table of limits says. */
export const takesDocument = (platform: Platform) => PLATFORM_LIMITS[platform].maxDocuments > 0;
