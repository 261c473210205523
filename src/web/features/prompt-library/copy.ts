import { messages } from "@/shared/messages";

/** Labels of the Prompt Library (its messages live in messages.library). */
export const libraryCopy = {
  title: messages.library.title,
  description: "Proven prompt templates for every channel. Add any of them to your prompts and make it your own.",
  searchLabel: "Search the prompt library",
  searchPlaceholder: "Search prompts...",
  categoriesLabel: "Filter by type",
  all: "All",
  add: messages.library.add,
  adding: messages.library.adding,
  detail: {
    type: "Type",
    description: "Description",
    promptText: "Prompt text",
    noDescription: "No description.",
    close: messages.common.close,
  },
  retry: "Try again",
  count: (n: number) => `${n} ${n === 1 ? "prompt" : "prompts"}`,
} as const;
