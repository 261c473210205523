import { format } from "date-fns";
import type { ContentType } from "@/shared/content-types";
import { CSV_FILE_PREFIXES } from "@/shared/constants";

/** The Download file of a content page: social-media-posts-{yyyy-MM-dd}.csv (the spec's), newsletter-{date}.csv, ... */
export function csvFileName(contentType: ContentType, date: Date): string {
  return `${CSV_FILE_PREFIXES[contentType]}${format(date, "yyyy-MM-dd")}.csv`;
}
