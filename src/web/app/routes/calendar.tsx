import { CalendarPage } from "@/web/features/publishing/components/calendar-page";

/** /calendar: scheduled and published posts by month or week. */
export default function CalendarRoute() {
  return <CalendarPage />;
}
