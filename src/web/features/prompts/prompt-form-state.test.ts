import { describe, expect, it } from "vitest";
import { messages } from "@/shared/messages";
import { hasDraftErrors, toPromptBody, validatePromptDraft } from "./prompt-form-state";

describe("validatePromptDraft", () => {
  it("needs a name and a prompt text, with the spec's messages", () => {
    expect(validatePromptDraft({ name: " ", prompt_text: "\n" })).toEqual({
      name: messages.prompts.nameRequired,
      prompt_text: messages.prompts.promptTextRequired,
    });
  });

  it("accepts a draft with both", () => {
    const errors = validatePromptDraft({ name: "A", prompt_text: "B" });
    expect(hasDraftErrors(errors)).toBe(false);
  });
});

describe("toPromptBody", () => {
  it("trims the name and sends a blank description as null", () => {
    expect(toPromptBody({ name: "  Launch ", description: "   ", prompt_text: "Write", type: "blog" })).toEqual({
      name: "Launch",
      description: null,
      prompt_text: "Write",
      type: "blog",
    });
  });
});
