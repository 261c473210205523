import { ChevronsUpDown, LogIn, LogOut, Settings, User } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/web/components/ui/dropdown-menu";
import { useAuth } from "@/web/lib/auth/use-auth";
import { cn } from "@/web/lib/cn";
import { unsavedWork } from "@/web/lib/user-storage";
import { messages } from "@/shared/messages";
import { appCopy } from "../copy";

const m = messages.auth;
const copy = appCopy.userMenu;

/** "the rows on Newsletter and Article and 3 extracted topics", or null when nothing would be lost. */
function unsavedSummary(): string | null {
  const { pages, topics } = unsavedWork();
  const parts = [pages.length > 0 ? m.signOutUnsavedPages(pages.join(", ")) : null, topics > 0 ? m.signOutUnsavedTopics(topics) : null];
  const what = parts.filter(Boolean).join(copy.and);
  return what === "" ? null : what;
}

/** Signed in: avatar initial, local part and email with Profile, Settings and Sign out. Signed out: Sign in. */
export function UserMenu({ collapsed = false }: { collapsed?: boolean }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  // Signing out clears this browser's rows and topics (the next person starts clean): say so first when there are any.
  const [unsaved, setUnsaved] = useState<string | null>(null);
  const requestSignOut = () => {
    const what = unsavedSummary();
    if (what) setUnsaved(what);
    else void signOut();
  };
  if (!user) {
    return (
      <Button asChild variant="outline" className="w-full">
        <Link to="/auth">
          <LogIn className="size-4" aria-hidden />
          {!collapsed && copy.signIn}
        </Link>
      </Button>
    );
  }
  const localPart = user.email.split("@")[0];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className={cn("flex w-full items-center gap-2 rounded-md p-2 text-left hover:bg-sidebar-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", collapsed && "justify-center")}
          aria-label={copy.accountMenuFor(user.email)}
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold uppercase text-primary" aria-hidden>
            {user.email.charAt(0)}
          </span>
          {!collapsed && (
            <>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{localPart}</span>
                <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
              </span>
              <ChevronsUpDown className="size-4 text-muted-foreground" aria-hidden />
            </>
          )}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-56">
        <DropdownMenuLabel className="truncate font-normal text-muted-foreground">{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/app-account")}>
          <User className="size-4" aria-hidden /> {copy.profile}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/settings")}>
          <Settings className="size-4" aria-hidden /> {copy.settings}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={requestSignOut}>
          <LogOut className="size-4" aria-hidden /> {m.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
      <ConfirmDialog
        open={unsaved !== null}
        onOpenChange={(open) => !open && setUnsaved(null)}
        title={m.signOutUnsavedTitle}
        description={m.signOutUnsaved(unsaved ?? "")}
        confirmLabel={m.signOut}
        onConfirm={() => void signOut()}
      />
    </DropdownMenu>
  );
}
