import { queryRoots } from "@/web/lib/query-roots";

export const documentKeys = {
  all: queryRoots.documents,
  list: () => [...documentKeys.all, "list"] as const,
  detail: (id: string) => [...documentKeys.all, "detail", id] as const,
};
