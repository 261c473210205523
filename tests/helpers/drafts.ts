import type { DraftData } from "@/shared/contracts/drafts";

/** A draft's data as the web sends it for an empty text row, with the given fields changed. */
export const draftData = (over: Partial<DraftData> = {}): DraftData => ({
  contentType: "text",
  textContent: "",
  files: [],
  selectedPromptId: "",
  selectedModelId: "",
  additionalContext: "",
  generatedPost: "",
  imageUrls: [],
  versions: [],
  currentVersionIndex: 0,
  selectedImages: [],
  isAlternative: false,
  alternativeIndex: null,
  totalAlternatives: null,
  ...over,
});
