import { HistoryView } from "@/web/features/history/components/history-view";

/** /history: the content history with search, filter, bulk delete and details. */
export default function HistoryPage() {
  return <HistoryView />;
}
