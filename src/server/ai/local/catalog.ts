/**
 * Small instruction-tuned GGUF models that write marketing copy on a CPU (DESIGN §8, issue 11 point 4).
 * All are Q4_K_M builds from bartowski's ungated Hugging Face repositories.
 *
 * Sizes are the published file sizes, for display and the disk-space check; the byte count the server
 * announces is what a download is held to. No sha256 is pinned here (none could be checked from this
 * network): Hugging Face sends each file's sha256 in its X-Linked-Etag header and the downloader verifies
 * against that, or against `sha256` when an entry (or a mirror's catalogue) pins one. See decision 009.
 */
export interface LocalCatalogEntry {
  /** Also the ai_models model_id of the registered model. */
  id: string;
  name: string;
  description: string;
  /** The path under the download base URL (Hugging Face: `<repo>/resolve/main/<file>`). */
  path: string;
  fileName: string;
  sizeBytes: number;
  /** Pinned sha256 (lower-case hex), when known. */
  sha256?: string;
  licence: string;
  licenceUrl: string;
  /** Memory the loaded model needs with this server's context size, rounded up. */
  ramBytes: number;
  /** A full URL that replaces base URL + path (tests, private mirrors). */
  url?: string;
  /** Where the entry came from: the shipped or configured catalogue (default), an admin's URL, or the hub. */
  source?: "catalogue" | "url" | "hub";
}

export const HUGGING_FACE_BASE_URL = "https://huggingface.co";

const GB = 1024 ** 3;
const APACHE = { licence: "Apache-2.0", licenceUrl: "https://www.apache.org/licenses/LICENSE-2.0" };
const LLAMA = { licence: "Llama 3.2 Community License", licenceUrl: "https://www.llama.com/llama3_2/license/" };

export const LOCAL_CATALOG: readonly LocalCatalogEntry[] = [
  {
    id: "qwen2.5-0.5b-instruct-q4_k_m",
    name: "Qwen2.5 0.5B Instruct",
    description: "The smallest and fastest: short social posts and headlines on any machine.",
    path: "bartowski/Qwen2.5-0.5B-Instruct-GGUF/resolve/main/Qwen2.5-0.5B-Instruct-Q4_K_M.gguf",
    fileName: "Qwen2.5-0.5B-Instruct-Q4_K_M.gguf",
    sizeBytes: 397_808_192,
    ramBytes: 1 * GB,
    ...APACHE,
  },
  {
    id: "llama-3.2-1b-instruct-q4_k_m",
    name: "Llama 3.2 1B Instruct",
    description: "Meta's small model: natural English for posts and emails, quick on two cores.",
    path: "bartowski/Llama-3.2-1B-Instruct-GGUF/resolve/main/Llama-3.2-1B-Instruct-Q4_K_M.gguf",
    fileName: "Llama-3.2-1B-Instruct-Q4_K_M.gguf",
    sizeBytes: 807_694_464,
    ramBytes: 1.5 * GB,
    ...LLAMA,
  },
  {
    id: "qwen2.5-1.5b-instruct-q4_k_m",
    name: "Qwen2.5 1.5B Instruct",
    description: "A good balance of speed and quality; follows formats and JSON well.",
    path: "bartowski/Qwen2.5-1.5B-Instruct-GGUF/resolve/main/Qwen2.5-1.5B-Instruct-Q4_K_M.gguf",
    fileName: "Qwen2.5-1.5B-Instruct-Q4_K_M.gguf",
    sizeBytes: 986_048_768,
    ramBytes: 2 * GB,
    ...APACHE,
  },
  {
    id: "smollm2-1.7b-instruct-q4_k_m",
    name: "SmolLM2 1.7B Instruct",
    description: "Hugging Face's compact model trained for everyday writing tasks.",
    path: "bartowski/SmolLM2-1.7B-Instruct-GGUF/resolve/main/SmolLM2-1.7B-Instruct-Q4_K_M.gguf",
    fileName: "SmolLM2-1.7B-Instruct-Q4_K_M.gguf",
    sizeBytes: 1_055_609_824,
    ramBytes: 2 * GB,
    ...APACHE,
  },
  {
    id: "llama-3.2-3b-instruct-q4_k_m",
    name: "Llama 3.2 3B Instruct",
    description: "The best writing of the list; needs more memory and is slower on a CPU.",
    path: "bartowski/Llama-3.2-3B-Instruct-GGUF/resolve/main/Llama-3.2-3B-Instruct-Q4_K_M.gguf",
    fileName: "Llama-3.2-3B-Instruct-Q4_K_M.gguf",
    sizeBytes: 2_019_377_696,
    ramBytes: 3.5 * GB,
    ...LLAMA,
  },
];

/** The URL to download an entry from: its own URL, else the base URL (a mirror, or Hugging Face) and its path. */
export function downloadUrl(entry: LocalCatalogEntry, baseUrl: string = HUGGING_FACE_BASE_URL): string {
  if (entry.url) return entry.url;
  return `${baseUrl.replace(/\/+$/, "")}/${entry.path}`;
}

export const findCatalogEntry = (entries: readonly LocalCatalogEntry[], id: string) => entries.find((e) => e.id === id);
