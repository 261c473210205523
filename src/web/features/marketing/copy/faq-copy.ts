export type FaqItem = { question: string; answer: string };

export const faqCopy = {
  eyebrow: "FAQ",
  title: "Questions, answered",
  description: "Can't find what you're looking for? Write to us and we'll get back to you.",
  items: [
    {
      question: "Is Content Studio really free?",
      answer:
        "Yes. Content Studio is free while it's in early access, and you don't need a credit card to sign up. Premium plans will follow later; their pricing is to be announced.",
    },
    {
      question: "Do I need an API key?",
      answer:
        "No. Content Studio comes with built-in offline models, so you can generate, refine and export content without any key or internet connection. For more capable models, add an OpenAI, Anthropic or OpenRouter key, or point it at your Ollama server, and those models become available.",
    },
    {
      question: "Where is my data stored?",
      answer:
        "On infrastructure you control. Content Studio is self-hosted: your posts, prompts, brands and images live in your own PostgreSQL database and your own file storage, on local disk or any S3-compatible bucket. Text only goes to an outside AI provider when you configure one and choose its model.",
    },
    {
      question: "Which platforms and formats can I write for?",
      answer:
        "Social posts for LinkedIn, Instagram, Facebook, X (Twitter) and TikTok, plus email broadcasts, newsletters, articles and general content. You can save each account you manage with its own audience, voice and hashtag groups.",
    },
    {
      question: "Can it write in my brand's voice?",
      answer:
        "Yes. Create a brand profile with your mission, audience, voice, key messages and house rules such as no emojis or no dashes. Select it as your current brand and every draft is written to match, whichever model you use.",
    },
    {
      question: "Can my whole team use it?",
      answer:
        "Yes. Host one instance and have your teammates create their accounts. Everyone keeps their own content and prompts, all of you can copy from the shared prompt library, and an admin decides which AI models are available.",
    },
  ] satisfies FaqItem[],
} as const;
