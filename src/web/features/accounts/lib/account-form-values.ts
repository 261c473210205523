import { joinList, splitList, type Account, type CreateAccountBody, type Platform } from "@/shared/contracts/accounts";
import { messages } from "@/shared/messages";

/** The account form as input values; topics and hashtag groups are comma-separated text (spec §5). */
export interface AccountFormValues {
  name: string;
  platform: Platform;
  handle: string;
  description: string;
  target_audience: string;
  brand_voice: string;
  key_topics: string;
  hashtag_groups: string;
  content_guidelines: string;
  notes: string;
  is_active: boolean;
}

export type AccountFormErrors = Partial<Record<"name" | "handle", string>>;

export const emptyAccountForm: AccountFormValues = {
  name: "",
  platform: "instagram",
  handle: "",
  description: "",
  target_audience: "",
  brand_voice: "",
  key_topics: "",
  hashtag_groups: "",
  content_guidelines: "",
  notes: "",
  is_active: true,
};

export function accountToForm(account: Account): AccountFormValues {
  return {
    name: account.name,
    platform: account.platform,
    handle: account.handle,
    description: account.description ?? "",
    target_audience: account.target_audience ?? "",
    brand_voice: account.brand_voice ?? "",
    key_topics: joinList(account.key_topics),
    hashtag_groups: joinList(account.hashtag_groups),
    content_guidelines: account.content_guidelines ?? "",
    notes: account.notes ?? "",
    is_active: account.is_active,
  };
}

export function validateAccount(values: AccountFormValues): AccountFormErrors {
  const errors: AccountFormErrors = {};
  if (!values.name.trim()) errors.name = messages.accounts.nameRequired;
  if (!values.handle.trim()) errors.handle = messages.accounts.handleRequired;
  return errors;
}

/** The request body: lists split and trimmed, blank text cleared. */
export function formToAccountBody(values: AccountFormValues): CreateAccountBody {
  const text = (v: string) => (v.trim() === "" ? null : v.trim());
  return {
    name: values.name.trim(),
    platform: values.platform,
    handle: values.handle.trim(),
    description: text(values.description),
    target_audience: text(values.target_audience),
    brand_voice: text(values.brand_voice),
    key_topics: splitList(values.key_topics),
    hashtag_groups: splitList(values.hashtag_groups),
    content_guidelines: text(values.content_guidelines),
    notes: text(values.notes),
    is_active: values.is_active,
  };
}
