/** A colour per provider for the default-model badge's dot. */
const DOT: Record<string, string> = {
  builtin: "bg-emerald-500",
  openai: "bg-teal-500",
  anthropic: "bg-orange-500",
  openrouter: "bg-indigo-500",
  ollama: "bg-slate-500",
  "openai-compatible": "bg-sky-500",
  gateway: "bg-violet-500",
  replicate: "bg-pink-500",
};

export const providerDotClass = (provider: string) => DOT[provider] ?? "bg-primary";
