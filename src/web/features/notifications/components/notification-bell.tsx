import { Bell } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { CONTENT_PAGES } from "@/shared/content-types";
import type { Notification } from "@/shared/contracts/collaboration";
import { Button } from "@/web/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/web/components/ui/popover";
import { cn } from "@/web/lib/cn";
import { setCurrentWorkspace } from "@/web/lib/workspace";
import { useMarkRead, useNotifications } from "../api/notifications";
import { notificationsCopy as copy } from "../copy";

/** Where a notification opens: the draft on its page (in its workspace), or the calendar for a post. */
function target(n: Notification): string {
  const page = CONTENT_PAGES.find((p) => p.contentType === n.page);
  return page ? `${page.path}?draft=${n.draft_id ?? ""}` : "/calendar";
}

/** The bell in the shell: the unread count, live; a panel of the latest notifications with links. */
export function NotificationBell() {
  const { data, isPending, isError } = useNotifications();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = data?.unread ?? 0;

  const openOne = (n: Notification) => {
    if (!n.read_at) markRead.mutate([n.id]);
    setCurrentWorkspace(n.workspace_id);
    setOpen(false);
    void navigate(target(n));
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={copy.bell(unread)} data-testid="notification-bell">
          <Bell className="size-5" aria-hidden />
          {unread > 0 && (
            <span data-testid="notification-count" className="absolute -right-0.5 -top-0.5 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] font-semibold leading-4 text-white">
              {unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0">
        <div className="flex items-center justify-between border-b px-3 py-2">
          <h2 className="text-sm font-semibold">{copy.title}</h2>
          <Button variant="ghost" size="sm" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate("all")}>
            {copy.markAllRead}
          </Button>
        </div>
        <ul className="max-h-96 overflow-y-auto" aria-busy={isPending}>
          {isPending && <li className="px-3 py-4 text-sm text-muted-foreground">{copy.loading}</li>}
          {isError && <li className="px-3 py-4 text-sm text-destructive">{copy.loadFailed}</li>}
          {data && data.data.length === 0 && <li className="px-3 py-4 text-sm text-muted-foreground">{copy.empty}</li>}
          {data?.data.map((n) => (
            <li key={n.id}>
              <button type="button" onClick={() => openOne(n)} className={cn("block w-full border-b px-3 py-2 text-left text-sm hover:bg-accent", !n.read_at && "bg-primary/5 font-medium")}>
                <span className="block">{copy.kind[n.kind](n.actor_email ?? copy.someone)}</span>
                {n.excerpt && <span className="line-clamp-2 text-xs font-normal text-muted-foreground">{n.excerpt}</span>}
              </button>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}
