import type { LibraryPromptType } from "./prompt-library";

/**
 * Prompts every new user finds in "My Prompts", so each content page (and the Image Playground) has a usable
 * prompt before the user has written or copied one. The email one has type "email" because the email broadcast
 * page's prompt fetch also matches email (spec §3), and "email" is a type the user can pick when editing.
 */
export type StarterPromptType = Extract<LibraryPromptType, "social_media" | "email" | "newsletter" | "article" | "general" | "image">;

export type StarterPromptSeed = {
  name: string;
  description: string;
  type: StarterPromptType;
  prompt_text: string;
  is_active: true;
};

const BRAND_NOTE =
  "If a brand context is provided, follow its voice and its rules on spelling, emojis, dashes and semicolons.";

export const STARTER_PROMPTS: readonly StarterPromptSeed[] = Object.freeze([
  {
    name: "Engaging Social Post",
    description: "A versatile social media post with a strong hook, clear value and a call to action. Works on any platform.",
    type: "social_media",
    is_active: true,
    prompt_text: [
      "Write one engaging social media post from the text provided.",
      "- Start with a one-line hook under 12 words.",
      "- Follow with 2 to 4 short sentences that give the reader a clear benefit, insight or story from the text.",
      "- End with one clear call to action, then 3 to 5 relevant hashtags.",
      "Keep it under 1,000 characters, conversational and specific, with at most 2 emojis. Never invent facts or numbers. Plain text, no markdown. Output only the post.",
      BRAND_NOTE,
    ].join("\n"),
  },
  {
    name: "Email Broadcast",
    description: "A clear broadcast email for your whole list: subject line, preview text, short body and one call to action.",
    type: "email",
    is_active: true,
    prompt_text: [
      "Write a broadcast email to our subscriber list from the text provided.",
      "- Subject line under 45 characters and preview text under 90 characters.",
      "- A friendly greeting, then 2 to 4 short paragraphs that explain the news, offer or idea and why it matters to the reader.",
      "- One primary call to action with button text of 2 to 4 words.",
      "- A warm sign-off.",
      "Length 120 to 220 words. Use only facts, dates and offers from the text. Plain text, no bold or italics.",
      BRAND_NOTE,
    ].join("\n"),
  },
  {
    name: "Newsletter Issue",
    description: "Turn a topic or notes into a newsletter issue with an intro, a main story, quick takeaways and a sign-off.",
    type: "newsletter",
    is_active: true,
    prompt_text: [
      "Write a newsletter issue from the topic or notes provided.",
      "- A title and 3 subject line options under 45 characters.",
      "- A personal intro of 2 to 3 sentences.",
      "- The main story under a ## heading: context, why it matters and one practical takeaway.",
      "- 3 quick takeaways as short bullets.",
      "- A friendly sign-off that invites readers to reply.",
      "Length 350 to 600 words, conversational and skimmable. Never invent facts or links.",
      BRAND_NOTE,
    ].join("\n"),
  },
  {
    name: "Blog Article",
    description: "A well-structured long-form article with a strong title, an engaging intro, clear sections and a conclusion.",
    type: "article",
    is_active: true,
    prompt_text: [
      "Write a blog article from the topic or notes provided.",
      "- A title under 65 characters that states the main benefit.",
      "- An intro of 2 to 3 sentences that hooks the reader and says what they will learn.",
      "- 3 to 5 sections with descriptive ## headings, each with a concrete example or tip.",
      "- A short conclusion with a call to action.",
      "Length 800 to 1,200 words. Clear, friendly and specific; short paragraphs; no bold or italics. Never invent statistics or quotes.",
      BRAND_NOTE,
    ].join("\n"),
  },
  {
    name: "General Content",
    description: "An all-purpose writer for bios, product copy, scripts and anything else. Say what you need in the additional context.",
    type: "general",
    is_active: true,
    prompt_text: [
      "Write the content requested, using the text provided as the source material.",
      "If the additional context names a format, audience, length or channel, follow it exactly. Otherwise write a clear, well-structured piece of 150 to 300 words for a general business audience.",
      "Lead with the most important point, keep sentences short and concrete, and end with a clear next step for the reader.",
      "Never invent facts, numbers or quotes. Output only the content.",
      BRAND_NOTE,
    ].join("\n"),
  },
  {
    name: "Product Photo",
    description: "A clean, professional product photo on a neutral background. Describe your product in the image prompt.",
    type: "image",
    is_active: true,
    prompt_text:
      "Professional product photograph of the product described in my prompt, centred on a clean neutral background. Soft, diffused studio lighting with a gentle shadow, sharp focus, true-to-life colours and fine material detail. Minimal, modern e-commerce style with space around the product. No text, no watermark.",
  },
]);
