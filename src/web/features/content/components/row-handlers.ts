import type { RowInput } from "../lib/post-row";
import type { RowImageHandlers } from "../hooks/row-images";

export type RowDialogKind = "adjust" | "alternatives" | "expand" | "images" | "sourceImages" | "translate" | "repurpose" | "schedule" | "voice" | "visuals" | "graphics";

/** What a row can ask of its page. Stable across renders, so unchanged rows do not re-render while others stream. */
export interface RowHandlers extends RowImageHandlers {
  update: (id: string, input: RowInput) => void;
  generate: (id: string) => void;
  /** Stops the row's running generation; its text so far stays. */
  stop: (id: string) => void;
  /** Runs the row's last generation again (after it was stopped or broke off). */
  retry: (id: string) => void;
  remove: (id: string) => void;
  selectVersion: (id: string, index: number) => void;
  /** `before`: the text the edit started from (a co-edited post changes its shown version as it is typed). */
  saveEdit: (id: string, text: string, before?: string) => boolean;
  addLocalFiles: (id: string, files: File[]) => void;
  openDialog: (kind: RowDialogKind, id: string, opener: HTMLElement | null) => void;
  copy: (text: string) => void;
}
