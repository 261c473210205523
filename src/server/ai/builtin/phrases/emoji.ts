/** Emoji that fit a subject, chosen from the words in it. */
import type { Intent } from "../text/intent";

const BY_INTENT: Record<Intent, string[]> = {
  launch: ["🚀", "✨", "🎉"],
  event: ["📅", "🎤", "🗓️"],
  offer: ["🎉", "🛍️", "💸"],
  hiring: ["👋", "🙌", "💼"],
  milestone: ["🎉", "🙏", "🏆"],
  tips: ["💡", "✅", "📌"],
  story: ["✨", "💭", "📖"],
  general: ["✨", "💡", "👀"],
};

const BY_WORD: ReadonlyArray<[RegExp, string]> = [
  [/\b(grow|growth|revenue|sales|results?|metrics?|data|analytics)\b/i, "📈"],
  [/\b(coffee|cafe|café)\b/i, "☕"],
  [/\b(summer|sun|beach)\b/i, "☀️"],
  [/\b(winter|snow|holiday|christmas)\b/i, "❄️"],
  [/\b(food|recipe|bake|bakery|bread|cake)\b/i, "🍰"],
  [/\b(team|people|community|customers?)\b/i, "🤝"],
  [/\b(idea|ideas|creative|creativity)\b/i, "💡"],
  [/\b(fast|faster|speed|minutes)\b/i, "⏱️"],
  [/\b(money|budget|save|savings|price|pricing)\b/i, "💰"],
  [/\b(email|newsletter|inbox)\b/i, "📬"],
  [/\b(health|wellness|fitness)\b/i, "💪"],
  [/\b(green|sustainab\w*|planet|eco)\b/i, "🌱"],
  [/\b(ai|automation|tech|software|app)\b/i, "🤖"],
  [/\b(love|heart|care)\b/i, "❤️"],
];

export function emojiFor(text: string, intent: Intent): string[] {
  const fromWords = BY_WORD.filter(([re]) => re.test(text)).map(([, e]) => e);
  return [...new Set([...fromWords, ...BY_INTENT[intent]])];
}

export const POINTERS = ["👉", "➡️", "👇"];
export const BULLET_EMOJI = ["✅", "🔹", "📌", "⭐"];
