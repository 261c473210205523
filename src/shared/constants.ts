/** Business constants and limits of spec §9, in one place. */
export const AUTH = {
  refreshTickMs: 30_000,
  refreshThresholdTicks: 3,
  recoveryMarginMs: 10_000,
  refreshRetryBaseMs: 200,
  refreshRetryWindowMs: 30_000,
  accessTokenTtlSeconds: 3600,
  refreshTokenTtlSeconds: 60 * 60 * 24 * 30,
  minPasswordLength: 8,
  maxPasswordLength: 256,
  /** Passwords the strength estimator scores below this (0-4) are refused as too easy to guess. */
  minPasswordScore: 2,
  /** Failed sign-ins an account takes from clients without its device cookie before they must wait. */
  untrustedSignInFailures: 10,
  /** Failed sign-ins one device cookie may make. */
  trustedDeviceSignInFailures: 5,
  /** The window the failure counts refill over. */
  signInFailureWindowSeconds: 15 * 60,
  /** How long a browser stays trusted for an account after signing in to it. */
  deviceCookieTtlSeconds: 60 * 60 * 24 * 180,
} as const;

export const REALTIME = {
  reconnectDelaysMs: [1000, 2000, 5000, 10_000],
  /** After a server restart (close 1012) the first reconnect waits a random part of this, so tabs spread out. */
  restartJitterMs: 1000,
  heartbeatMs: 30_000,
  messageTimeoutMs: 10_000,
} as const;

export const QUERY = {
  staleTimeMs: 300_000,
  retry: 1,
  defaultModelStaleMs: 300_000,
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const TOASTS = { defaultDurationMs: 4000, comingSoonMs: 3000, visible: 3, widthPx: 356 } as const;

export const GENERATION = {
  bulkPauseMs: 3000,
  bulkConcurrency: 4,
  alternatives: { min: 1, max: 10, default: 3 },
  expansionSentences: { short: [2, 3], medium: [4, 5], long: [6, 8] } as Record<"short" | "medium" | "long", readonly [number, number]>,
  ideas: { min: 1, max: 10, default: 3 },
  /** Example posts an idea request reads (its own or its cluster's), and the characters it reads of each. */
  examplePosts: { max: 20, chars: 1500 },
  createMoreWaitMs: 300,
  insertGapMs: 50,
  topicCount: 10,
  rowsAddedSocial: 5,
  rowsAddedOther: 1,
  initialRowId: "1",
} as const;

export const PANEL = { minWidth: 320, maxWidth: 1024, defaultWidth: 448 } as const;
export const SIDEBAR = { expandedPx: 240, collapsedPx: 64 } as const;

export const IMAGES = {
  perRequest: 4,
  sizes: [512, 768, 1024, 1280, 1536] as const,
  defaultSize: 1024,
  cacheControlSeconds: 3600,
  maxUploadBytes: 10 * 1024 * 1024,
  maxUploadPixels: 40_000_000,
  /**
   * Decoding and re-encoding (sharp) go through one queue: `concurrency` images at once (one libvips thread each,
   * so one core by default), so many waiting; eight 40-megapixel JPEGs held both cores for 27 s without it.
   */
  processing: { concurrency: 1, maxQueued: 64 },
  allowedMimeTypes: ["image/png", "image/jpeg", "image/webp", "image/gif"] as const,
} as const;

export const DOCUMENTS = {
  extensions: [".pdf", ".doc", ".docx", ".txt"] as const,
  maxBytes: 20 * 1024 * 1024,
  maxTextChars: 500_000,
  /** A PDF with more pages is refused (422) before any page is read: 20,000 pages blocked a server for 171 s. */
  maxPages: 1000,
  /** A DOCX whose entries inflate past this is refused (422) before it is read: 256 MB took 1.5 GB in mammoth. */
  maxInflatedBytes: 64 * 1024 * 1024,
  /** A DOCX has tens of entries (hundreds with many pictures); a zip with more is refused (422) unread. */
  maxZipEntries: 2000,
  /**
   * PDF and DOCX are read in child processes: killed at the deadline or past their memory (heap flag and resident
   * size), at most `concurrency` at once and `perUser` for one user, served per user in turn; so many may wait.
   */
  parse: { timeoutMs: 30_000, memoryMb: 384, concurrency: 2, perUser: 1, maxQueued: 16, maxQueuedPerUser: 8 },
} as const;

/**
 * The orphan sweep (src/server/storage/orphan-sweep.ts): a stored file no row refers to is removed once it is
 * older than its bucket's grace, so an upload still in flight is never touched. Generated images that were never
 * saved, and analysed images no history entry keeps, get a day.
 */
export const STORAGE_SWEEP = {
  intervalMs: 60 * 60 * 1000,
  graceMs: { documents: 60 * 60 * 1000, "image-storage": 24 * 60 * 60 * 1000, social_images: 24 * 60 * 60 * 1000 },
  /** Leftovers of writes cut short (local disk: temporary and metadata files). */
  leftoverGraceMs: 60 * 60 * 1000,
  batchSize: 200,
} as const;

export const HISTORY = {
  recentCount: 5,
  dateFormat: "MMM d, yyyy HH:mm",
  detailDateFormat: "MMMM d, yyyy HH:mm:ss",
  pageSize: 50,
} as const;

export const CLUSTERS = { previewChars: 90 } as const;

export const LIMITS = {
  pageSizeDefault: 50,
  pageSizeMax: 200,
  /** Objects and arrays inside one another in a JSON body (a 5,000-deep body overflowed serialisers: a 500). */
  jsonDepth: 64,
  /** The largest body of all (image uploads, images for analysis); every route's own is in src/server/lib/body-limits.ts. */
  aiBodyBytes: 30 * 1024 * 1024,
  nameChars: 200,
  descriptionChars: 2000,
  promptTextChars: 20_000,
  contentChars: 100_000,
  noteChars: 100_000,
  searchChars: 200,
} as const;

export const SKELETON_COUNT = 8;
/** Download file names per content page: social keeps the spec's name, the others are named after their type. */
export const CSV_FILE_PREFIXES = {
  social_media: "social-media-posts-",
  email_broadcast: "email-broadcast-",
  newsletter: "newsletter-",
  article: "article-",
  general: "other-",
} as const;
