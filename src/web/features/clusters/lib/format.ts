import { format } from "date-fns";
import { HISTORY } from "@/shared/constants";
import { CONTENT_TYPE_LABELS, type ContentType } from "@/shared/content-types";

export const contentTypeLabel = (type: string) => CONTENT_TYPE_LABELS[type as ContentType] ?? type;

export const formatDate = (iso: string) => format(new Date(iso), HISTORY.dateFormat);

export const formatDay = (iso: string) => format(new Date(iso), "MMM d, yyyy");
