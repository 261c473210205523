/** Web-only texts of the shared components (src/web/components); shared and server texts: @/shared/messages. */
export const componentsCopy = {
  imageUpload: {
    title: "Upload Images",
    description: "PNG, JPEG, WebP or GIF, up to 10 MB each. Pick several at once.",
    choose: "Choose images",
    drop: "or drop them here",
    remove: (name: string) => `Remove ${name}`,
    cancel: "Cancel",
    upload: "Upload",
    uploading: "Uploading...",
    uploaded: (n: number) => (n === 1 ? "1 image uploaded" : `${n} images uploaded`),
  },
  imagePicker: {
    title: "Select Images",
    description: "Choose images from your collection.",
    generated: "Generated Images",
    uploaded: "Uploaded Images",
    select: (label: string) => `Select ${label}`,
    generatedAlt: (prompt: string | null) => prompt || "Generated image",
    uploadedAlt: (n: number) => `Uploaded image ${n}`,
    selected: (n: number) => `${n} selected`,
    cancel: "Cancel",
    confirm: (n: number) => (n ? `Add ${n} image${n === 1 ? "" : "s"}` : "Add images"),
  },
  copyField: {
    copy: "Copy",
    copyFailed: "It could not be copied. Select it and copy it yourself.",
  },
  resizablePanel: {
    resize: "Resize panel",
  },
  toolDialog: {
    /** Stops the running request (the server stops the model too). */
    stop: "Stop",
  },
} as const;
