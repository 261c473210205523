import { useContext, type ComponentType } from "react";
import type { ContentType } from "@/shared/content-types";
import type { PostImage } from "@/shared/contracts/publishing";
import type { ExpansionMode } from "@/shared/contracts/functions";
import type { LanguageCode } from "@/shared/languages";
import { RepurposeDialog } from "@/web/shared/languages/repurpose-dialog";
import { TranslateDialog } from "@/web/shared/languages/translate-dialog";
import { formatPostForDisplay } from "../lib/display";
import { currentPost, hasPost, rowImageBucket, type PostRow, type RowDocument, type RowImage } from "../lib/post-row";
import { AdjustPostSheet } from "./adjust-post-sheet";
import { AlternativesDialog } from "./alternatives-dialog";
import { ExpandDialog } from "./expand-dialog";
import { GraphicsDialog } from "./graphics-dialog";
import { focusReturn } from "@/web/lib/focus-return";
import { RowImagePicker } from "./row-image-picker";
import { VisualsDialog } from "./visuals-dialog";
import type { RowDialogKind } from "./row-handlers";
import { VoiceCheckDialog } from "./voice-check-dialog";
import { CollabSummaryContext } from "../api/collaboration";
import { useCollabScope } from "../hooks/use-collab";

/**
 * What a row hands to Schedule: the shown version's text, the page's content type and the attached images; on a
 * shared page also the row's draft and whether the workspace asks for approval (a writer's post then waits for it).
 */
export interface RowScheduleSource {
  text: string;
  images: (PostImage & { url: string })[];
  /** A carousel's PDF on the row: posted as a document where a platform takes one (LinkedIn). */
  document?: { path: string; url: string; pages: number } | null;
  contentType: ContentType;
  draftId?: string;
  approvalsRequired?: boolean;
}

/**
 * The Schedule dialog a row opens. Publishing owns it; the content page's route passes it in, so content imports
 * no other feature (decision 012).
 */
export type ScheduleDialogSlot = ComponentType<{
  open: boolean;
  source: RowScheduleSource | null;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}>;

export interface RowDialogState {
  kind: RowDialogKind;
  rowId: string;
  opener: HTMLElement | null;
}

/**
 * The dialogs a row opens (Adjust Post, Generate Alternatives, Choose Expansion Length, image selection), one
 * instance each for the whole page, aimed at the row that opened them.
 */
export function RowDialogs({
  state,
  row,
  onClose,
  onAdjust,
  onAlternatives,
  onExpand,
  onAttachImages,
  onAttachDocument,
  onSourceImages,
  onTranslate,
  onVoiceFixed,
  language,
  brandId,
  modelIdFor,
  contentType,
  ScheduleDialog,
  onUploadForRow,
}: {
  state: RowDialogState | null;
  row: PostRow | undefined;
  onClose: () => void;
  onAdjust: (id: string, notes: string) => void;
  onAlternatives: (id: string, count: number) => void;
  onExpand: (id: string, mode: ExpansionMode) => void;
  onAttachImages: (id: string, images: RowImage[]) => void;
  /** A carousel's PDF made from the row's post (Branded graphics). */
  onAttachDocument: (id: string, document: RowDocument) => void;
  onSourceImages: (id: string, images: RowImage[]) => void;
  onTranslate: (id: string, code: LanguageCode) => void;
  /** Voice check's Fix: the fixed text becomes the row's next version. */
  onVoiceFixed: (id: string, text: string) => void;
  /** The page's output language: where Translate and Repurpose start. */
  language: LanguageCode;
  brandId: string | null;
  modelIdFor: (row: PostRow) => string | null;
  contentType: ContentType;
  ScheduleDialog: ScheduleDialogSlot;
  /** Opens the row's image picker (upload) from Suggest visuals. */
  onUploadForRow?: (id: string) => void;
}) {
  const kind = row ? state?.kind : undefined;
  const id = row?.id ?? "";
  const opener = state?.opener ?? null;
  const openChange = (open: boolean) => !open && onClose();
  // Rows of a shared page are the workspace's drafts (their ids are the drafts'): Schedule names the draft.
  const shared = useCollabScope() !== null;
  const approvalsRequired = useContext(CollabSummaryContext)?.approvals_required ?? false;
  return (
    <>
      <AdjustPostSheet
        open={kind === "adjust"}
        post={row ? currentPost(row) : ""}
        opener={opener}
        onOpenChange={openChange}
        onSubmit={(notes) => onAdjust(id, notes)}
      />
      <AlternativesDialog open={kind === "alternatives"} opener={opener} onOpenChange={openChange} onSubmit={(count) => onAlternatives(id, count)} />
      <ExpandDialog
        open={kind === "expand"}
        target={row && hasPost(row) ? "post" : "text"}
        opener={opener}
        onOpenChange={openChange}
        onSubmit={(mode) => onExpand(id, mode)}
      />
      <TranslateDialog
        open={kind === "translate"}
        initial={language}
        onOpenChange={openChange}
        onCloseAutoFocus={focusReturn(opener)}
        onSubmit={(code) => onTranslate(id, code)}
      />
      <RepurposeDialog
        open={kind === "repurpose"}
        onOpenChange={openChange}
        source={row && hasPost(row) ? { text: currentPost(row), historyId: row.versions[row.currentVersionIndex]?.historyId } : null}
        language={language}
        brandId={brandId}
        modelId={row ? modelIdFor({ ...row, contentType: "text" }) : null}
      />
      <ScheduleDialog
        open={kind === "schedule"}
        source={row && hasPost(row) ? { ...scheduleSource(row, contentType), ...(shared ? { draftId: row.id, approvalsRequired } : {}) } : null}
        onOpenChange={openChange}
        onCloseAutoFocus={focusReturn(opener)}
      />
      <VoiceCheckDialog
        open={kind === "voice"}
        text={row && hasPost(row) ? currentPost(row) : ""}
        brandId={brandId}
        modelId={row ? modelIdFor({ ...row, contentType: "text" }) : null}
        opener={opener}
        onOpenChange={openChange}
        onFixed={(text) => onVoiceFixed(id, text)}
      />
      <VisualsDialog
        open={kind === "visuals"}
        post={row && hasPost(row) ? currentPost(row) : (row?.textContent ?? "")}
        brandId={brandId}
        onOpenChange={openChange}
        onAttach={(image) => onAttachImages(id, [image])}
        onUpload={() => onUploadForRow?.(id)}
      />
      <GraphicsDialog
        open={kind === "graphics"}
        text={row && hasPost(row) ? formatPostForDisplay(currentPost(row)) : ""}
        brandId={brandId}
        opener={opener}
        onOpenChange={openChange}
        onAttach={(images, document) => {
          onAttachImages(id, images);
          if (document) onAttachDocument(id, document);
        }}
      />
      <RowImagePicker
        open={kind === "images" || kind === "sourceImages"}
        opener={opener}
        onOpenChange={openChange}
        onSelect={(images) => (kind === "images" ? onAttachImages(id, images) : onSourceImages(id, images))}
      />
    </>
  );
}

/** What Schedule saves: the shown version's text, the attached images (uploads and generated ones) and a carousel's PDF. */
function scheduleSource(row: PostRow, contentType: ContentType): RowScheduleSource {
  return {
    text: formatPostForDisplay(currentPost(row)),
    contentType,
    images: row.selectedImages.map((image) => ({
      bucket: rowImageBucket(image),
      path: image.path,
      url: image.url,
      ...(image.alt ? { alt: image.alt } : {}),
    })),
    ...(row.document ? { document: { path: row.document.path, url: row.document.url, pages: row.document.pages } } : {}),
  };
}
