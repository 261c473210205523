/** Reads a v3 prompt into the plain parts the offline models work from. */
import type { LanguageModelV3CallOptions, LanguageModelV3DataContent } from "@ai-sdk/provider";

export interface PromptFile {
  data: LanguageModelV3DataContent;
  mediaType: string;
}

export interface PromptParts {
  system: string;
  user: string;
  files: PromptFile[];
  /** Every character of input, for usage accounting. */
  inputChars: number;
}

export function readPrompt(prompt: LanguageModelV3CallOptions["prompt"]): PromptParts {
  const system: string[] = [];
  const user: string[] = [];
  const files: PromptFile[] = [];
  let inputChars = 0;
  for (const message of prompt) {
    if (message.role === "system") {
      system.push(message.content);
      inputChars += message.content.length;
    } else if (message.role === "user") {
      for (const part of message.content) {
        if (part.type === "text") {
          user.push(part.text);
          inputChars += part.text.length;
        } else if (part.type === "file") {
          files.push({ data: part.data, mediaType: part.mediaType });
          inputChars += 1000; // an image costs input tokens with real providers too; a fixed estimate is enough here
        }
      }
    }
  }
  return { system: system.join("\n\n"), user: user.join("\n\n"), files, inputChars };
}
