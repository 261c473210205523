import type { ModelType } from "@/shared/contracts/models";

/** Labels of the models feature that the spec does not word (its messages live in @/shared/messages). */
export const modelCopy = {
  pageTitle: "Settings",
  pageDescription: "Choose which AI models are available in your workspace and which one is used by default.",
  tableTitle: "AI Models",
  columns: { name: "Name", provider: "Provider", type: "Type", status: "Status", default: "Default" },
  types: { text: "Text", vision: "Vision", image: "Image" } satisfies Record<ModelType, string>,
  active: "Active",
  inactive: "Inactive",
  defaultLabel: "Default",
  loadFailed: "Failed to load AI models",
  retry: "Try again",
  statusLabel: (name: string) => `${name} active`,
  defaultToggleLabel: (name: string) => `Use ${name} as the default model`,
  readOnlyTitle: "View only",
  notConfiguredHint: "Add this provider's API key or URL to the server's environment to use its models.",
  defaultHint: "The default model is always active. Choose another default to switch this one off.",
  imageDefaultHint: "Only text models can be the default.",
};
