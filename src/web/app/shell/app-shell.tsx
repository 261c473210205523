import { Menu } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { Sheet, SheetContent, SheetTitle } from "@/web/components/ui/sheet";
import { TooltipProvider } from "@/web/components/ui/tooltip";
import { cn } from "@/web/lib/cn";
import { appCopy as copy } from "../copy";
import { WorkspaceProvider } from "@/web/features/workspaces/components/workspace-provider";
import { WorkspaceSwitcher } from "@/web/features/workspaces/components/workspace-switcher";
import { NotificationBell } from "@/web/features/notifications/components/notification-bell";
import { BrandBanner } from "./brand-banner";
import { ModelBadge } from "./model-badge";
import { Sidebar } from "./sidebar";

const COLLAPSED_KEY = "sidebarCollapsed";

/** The signed-in shell: fixed sidebar (240 px, 64 px collapsed) on md+, a sheet on small screens; banner and badge on top. */
export function AppShell({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === "true");
  const [mobileOpen, setMobileOpen] = useState(false);
  const toggle = () =>
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSED_KEY, String(!c));
      return !c;
    });

  return (
    <WorkspaceProvider>
      <TooltipProvider>
        <div className="min-h-screen bg-background">
          <a
            href="#main-content"
            className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
          >
            {copy.skipToContent}
          </a>
          <aside
            className={cn(
              "fixed inset-y-0 left-0 z-30 hidden border-r border-sidebar-border transition-[width] duration-200 md:block",
              collapsed ? "w-16" : "w-60",
            )}
            aria-label={copy.sidebar}
          >
            <Sidebar collapsed={collapsed} onToggle={toggle} />
          </aside>
          <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
            <SheetContent side="left" className="w-72 p-0" showCloseButton={false}>
              <SheetTitle className="sr-only">{copy.mobileNavigation}</SheetTitle>
              <Sidebar collapsed={false} onNavigate={() => setMobileOpen(false)} />
            </SheetContent>
          </Sheet>
          <div className={cn("flex min-h-screen flex-col transition-[padding] duration-200", collapsed ? "md:pl-16" : "md:pl-60")}>
            <header className="sticky top-0 z-20 flex min-h-14 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80 md:px-6">
              <Button variant="ghost" size="icon" className="md:hidden" onClick={() => setMobileOpen(true)} aria-label={copy.openNavigation}>
                <Menu className="size-5" aria-hidden />
              </Button>
              <WorkspaceSwitcher />
              {/* On a phone the switcher and the model badge leave no room to read the brand line: it shows from sm up. */}
              <div className="min-w-0 flex-1 max-sm:invisible">
                <BrandBanner />
              </div>
              <NotificationBell />
              <ModelBadge />
            </header>
            <main id="main-content" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
              {children}
            </main>
          </div>
        </div>
      </TooltipProvider>
    </WorkspaceProvider>
  );
}
