import { describe, expect, it } from "vitest";
import type { Account } from "@/shared/contracts/accounts";
import { messages } from "@/shared/messages";
import { accountToForm, emptyAccountForm, formToAccountBody, validateAccount } from "./account-form-values";

describe("account form values", () => {
  it("splits topics and hashtag groups on commas, trimmed, without blanks", () => {
    const body = formToAccountBody({ ...emptyAccountForm, name: " Main ", handle: " @acme ", key_topics: " ai ,cloud,, ,security ", hashtag_groups: "#tech #ai, #b2b" });
    expect(body.key_topics).toEqual(["ai", "cloud", "security"]);
    expect(body.hashtag_groups).toEqual(["#tech #ai", "#b2b"]);
    expect(body).toMatchObject({ name: "Main", handle: "@acme", platform: "instagram", is_active: true, description: null });
  });

  it("answers empty lists for empty text", () => {
    expect(formToAccountBody({ ...emptyAccountForm, name: "n", handle: "h" })).toMatchObject({ key_topics: [], hashtag_groups: [] });
  });

  it("round-trips an account's lists through the form as comma-separated text", () => {
    const account = { ...emptyAccountForm, id: "x", user_id: "u", key_topics: ["a", "b c"], hashtag_groups: ["#x"], description: null, target_audience: null, brand_voice: null, content_guidelines: null, notes: null, created_at: "", updated_at: "" } as unknown as Account;
    const form = accountToForm(account);
    expect(form.key_topics).toBe("a, b c");
    expect(formToAccountBody(form).key_topics).toEqual(["a", "b c"]);
  });

  it("requires a name and a handle with the spec's messages", () => {
    expect(validateAccount({ ...emptyAccountForm, handle: "  " })).toEqual({ name: messages.accounts.nameRequired, handle: messages.accounts.handleRequired });
    expect(validateAccount({ ...emptyAccountForm, name: "n", handle: "h" })).toEqual({});
  });
});
