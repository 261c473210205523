/** Calls to action by intent and tone. `{url}` is replaced by the material's link, or the line is skipped. */
import type { Intent } from "../text/intent";
import type { Tone } from "../text/prompt-hints";

type Bank = Record<Intent, string[]>;

const CTAS: Bank = {
  launch: [
    "Try it today and tell us what you think.",
    "See it in action: {url}",
    "Take it for a spin and let us know how it goes.",
    "Get started here: {url}",
    "Be one of the first to try it.",
  ],
  event: [
    "Save your spot: {url}",
    "Register today and bring your questions.",
    "Grab your seat and invite a colleague.",
    "Join us live. The link to register is here: {url}",
  ],
  offer: ["Shop now before it ends: {url}", "Treat yourself while the offer lasts.", "Don't wait too long on this one.", "Claim yours here: {url}"],
  hiring: ["Know someone great? Tag them below.", "Apply here or share this with a friend: {url}", "Think it's you? We'd love to hear from you."],
  milestone: ["Thank you for being part of the journey.", "Here's to the next chapter, together.", "We couldn't have done it without you."],
  tips: [
    "Save this for later and share it with your team.",
    "Which one will you try first?",
    "Follow along for more practical tips.",
    "Read the full guide: {url}",
  ],
  story: ["Have you been there too? Tell us in the comments.", "What would you have done differently?", "Read the full story: {url}"],
  general: [
    "What's your take? Share it in the comments.",
    "Want to know more? Get in touch.",
    "Learn more: {url}",
    "Follow us for more ideas like this.",
    "Curious? Start the conversation below.",
  ],
};

const PROFESSIONAL: string[] = [
  "Learn more: {url}",
  "Get in touch to find out how this could work for your team.",
  "I'd welcome your perspective in the comments.",
  "Read the details here: {url}",
];

const PLAYFUL: string[] = ["Tap the link and thank us later: {url}", "Go on, you know you want to.", "Tag a friend who needs this!"];

export function ctaOptions(intent: Intent, tone: Tone, url: string | null): string[] {
  let list = [...CTAS[intent]];
  if (tone === "professional") list = [...PROFESSIONAL.filter((c) => intent === "general" || c.includes("{url}")), ...list];
  if (tone === "playful" || tone === "bold") list = [...list, ...PLAYFUL];
  return list
    .filter((c) => url !== null || !c.includes("{url}"))
    .filter((c) => tone !== "professional" || !/!$/.test(c))
    .map((c) => c.replace("{url}", url ?? ""));
}

/** The call to action for an email: one line, with the link when there is one. */
export function emailCta(intent: Intent, url: string | null): string[] {
  const withUrl: Record<Intent, string> = {
    launch: "Try it now: {url}",
    event: "Reserve your seat: {url}",
    offer: "Shop the offer: {url}",
    hiring: "See the open roles: {url}",
    milestone: "See what's next: {url}",
    tips: "Read the full guide: {url}",
    story: "Read the full story: {url}",
    general: "Find out more: {url}",
  };
  const without: Record<Intent, string[]> = {
    launch: ["Just reply to this email and we'll get you set up.", "Log in today and give it a try."],
    event: ["Reply to this email to save your seat.", "Hit reply and we'll hold a spot for you."],
    offer: ["Reply to this email and we'll help you pick the right option.", "Visit us before the offer ends."],
    hiring: ["Reply to this email if you'd like to apply, or forward it to someone who should."],
    milestone: ["Hit reply and tell us what you'd like to see next."],
    tips: ["Hit reply and tell us which tip you'll try first.", "Forward this to a colleague who'd find it useful."],
    story: ["Hit reply and share your own story. We read every message."],
    general: ["Have a question? Just reply to this email.", "Reply to this email and let us know what you think."],
  };
  return url ? [withUrl[intent].replace("{url}", url), ...without[intent]] : without[intent];
}
