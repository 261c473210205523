/** Query keys of the prompt library feature. */
export const libraryKeys = {
  all: ["prompt-library"] as const,
  list: () => [...libraryKeys.all, "list"] as const,
};
