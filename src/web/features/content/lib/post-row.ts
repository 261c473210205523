import { GENERATION } from "@/shared/constants";

/** Spec §3 "Post row": a row of a content page, client-side only. */
export type RowContentType = "text" | "image";

export interface PostVersion {
  content: string;
  timestamp: string;
  /** The history item this version was saved as (set once the save answers): Repurpose links its results to it. */
  historyId?: string;
  /** Who asked for it and how it came to be (issue 26: a shared draft's versions say who asked for them). */
  authorId?: string;
  authorName?: string;
  /** A VersionOperation; stored rows may name ones this build does not know. */
  operation?: string;
}

/** How a version came to be ("kept": a text another member's change replaced at the same time). */
export type VersionOperation = "generate" | "adjust" | "translate" | "expand" | "edit" | "kept";
/** The part of a version that says who made it and how. */
export type VersionMade = Pick<PostVersion, "authorId" | "authorName"> & { operation: VersionOperation };

/** An image stored on the server: an upload (image-storage) or a saved generated image (social_images). */
export interface RowImage {
  id: string;
  /** A signed absolute URL: opens outside the app (CSV, new tab). */
  url: string;
  /** The object's key in its bucket. */
  path: string;
  source: "generated" | "uploaded";
  /** Alt text (issue 27): kept with the stored image and published with it. */
  alt?: string;
  /** Transient (never stored): alt text is being written for this image right now. */
  altPending?: boolean;
}

/** A carousel's PDF attached to a row (issue 27): kept in Documents, posted as a document on LinkedIn. */
export interface RowDocument {
  id: string;
  /** A signed absolute URL. */
  url: string;
  /** The object's key in the documents bucket. */
  path: string;
  pages: number;
}

/** The bucket a row image is stored in: uploads in image-storage, saved generated images in social_images. */
export const rowImageBucket = (image: Pick<RowImage, "source">) => (image.source === "uploaded" ? ("image-storage" as const) : ("social_images" as const));

/** A source image of an image row: a file picked on this device (never persisted) or a stored image. */
export type RowFile = { kind: "local"; id: string; file: File } | ({ kind: "stored" } & RowImage);

export interface PostRow {
  id: string;
  isLoading: boolean;
  contentType: RowContentType;
  textContent: string;
  files: RowFile[];
  selectedPromptId: string;
  selectedModelId: string;
  additionalContext: string;
  generatedPost: string;
  /** Where the analysed images were stored (analyze-image). */
  imageUrls: string[];
  versions: PostVersion[];
  currentVersionIndex: number;
  /** Images attached to the post (image selection dialog). */
  selectedImages: RowImage[];
  isAlternative: boolean;
  alternativeIndex: number | null;
  totalAlternatives: number | null;
  /** Where the row came from when not typed here: the repurpose target it was written for ("LinkedIn post"). */
  origin?: string;
  /** A carousel's PDF made from the post (Branded graphics), posted as a document where the platform takes one. */
  document?: RowDocument | null;
  /** Transient: the text streamed in so far while generating. */
  streamingText: string;
  /**
   * Transient: why the last generation ended early ("Stopped", or the reason a stream broke). The text it wrote so
   * far stays in `streamingText`, shown with this note and Retry until the next generation starts.
   */
  interruption?: string;
}

/** The fields a user edits directly in a row. */
export type RowInput = Partial<
  Pick<PostRow, "contentType" | "textContent" | "files" | "selectedPromptId" | "selectedModelId" | "additionalContext" | "selectedImages" | "document">
>;

export function createRow(id: string, input: RowInput = {}): PostRow {
  return {
    id,
    isLoading: false,
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
    streamingText: "",
    ...definedOnly(input),
  };
}

/** Drops keys whose value is undefined, so an optional input never blanks a field. */
export function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The one empty row of a page with nothing else; the store names it a fresh uuid (`blankId`), tests a fixed id. */
export const initialRows = (blankId: string = GENERATION.initialRowId): PostRow[] => [createRow(blankId)];

export const hasPost = (row: PostRow) => row.versions.length > 0 || row.generatedPost.trim() !== "";

/** The row has something to generate from: text for a text row, images for an image row. */
export const hasContent = (row: PostRow) => (row.contentType === "image" ? row.files.length > 0 : row.textContent.trim() !== "");

/** Nothing typed, chosen or generated: ideas, topics and uploads fill such rows before adding new ones. */
export const isBlankRow = (row: PostRow) =>
  !row.isLoading && !hasPost(row) && row.textContent.trim() === "" && row.files.length === 0 && row.additionalContext.trim() === "";

/** The content the row's actions work on: the shown version of the post. */
export const currentPost = (row: PostRow) => row.versions[row.currentVersionIndex]?.content ?? row.generatedPost;

/** Every image URL that belongs with the post, for export and display: analysed images first, then attached ones. */
export function postImageUrls(row: PostRow): string[] {
  return [...new Set([...row.imageUrls, ...row.selectedImages.map((image) => image.url)].filter((url) => url.trim() !== ""))];
}

/**
 * A new row id: a v4 uuid, since a row is a draft on the server from its first keystroke (issue 25) and keeps this
 * id there. crypto.randomUUID exists only in secure contexts (a self-hosted app may be served over plain http);
 * crypto.getRandomValues exists everywhere.
 */
export function newRowId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto !== "undefined" && typeof crypto.getRandomValues === "function") crypto.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  return uuidFromBytes(bytes);
}

/** Formats 16 bytes as a v4 uuid (version and variant bits set). */
export function uuidFromBytes(bytes: Uint8Array): string {
  const b = Uint8Array.from(bytes.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a row's id can name a draft on the server (rows of before issue 25 had other ids). */
export const isUuid = (id: string) => UUID.test(id);
