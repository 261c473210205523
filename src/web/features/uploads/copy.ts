/** Web-only texts of the uploads feature (shared and server texts: @/shared/messages). */
export const uploadsCopy = {
  upload: "Upload",
} as const;
