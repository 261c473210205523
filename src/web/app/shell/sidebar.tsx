import { PanelLeftClose, PanelLeftOpen, Sparkles } from "lucide-react";
import { Link, NavLink, useMatch, useResolvedPath } from "react-router";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/web/components/ui/tooltip";
import { useAuth } from "@/web/lib/auth/use-auth";
import { cn } from "@/web/lib/cn";
import { appCopy as copy } from "../copy";
import { navGroupsFor, type NavItem } from "./nav-items";
import { UserMenu } from "./user-menu";

export const PRODUCT_NAME = copy.productName;

interface SidebarProps {
  collapsed: boolean;
  onToggle?: () => void;
  onNavigate?: () => void;
}

/** The fixed left sidebar: logo, three nav groups (and Administration for the server's admins), and the user menu at the bottom. */
export function Sidebar({ collapsed, onToggle, onNavigate }: SidebarProps) {
  const { user } = useAuth();
  const groups = navGroupsFor(user?.role);
  return (
    <div className="flex h-full flex-col bg-sidebar text-sidebar-foreground">
      <div className={cn("flex h-14 items-center gap-2 border-b border-sidebar-border px-3", collapsed && "justify-center px-0")}>
        <Link to="/dashboard" className="flex items-center gap-2 rounded-md font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" onClick={onNavigate} aria-label={copy.homeLink}>
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Sparkles className="size-4" aria-hidden />
          </span>
          {!collapsed && <span className="truncate">{PRODUCT_NAME}</span>}
        </Link>
      </div>
      <nav className="flex-1 overflow-y-auto px-2 py-2" aria-label={copy.mainNavigation}>
        {groups.map((group) => (
          <div key={group.label} className="mb-2">
            {collapsed ? <div className="mx-3 mb-2 border-t border-sidebar-border" aria-hidden /> : <p className="mb-1 px-3 text-xs font-medium uppercase tracking-wide text-muted-foreground">{group.label}</p>}
            <ul className="space-y-px">
              {group.items.map((item) => (
                <li key={item.to}>
                  <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {onToggle && (
        <button
          type="button"
          onClick={onToggle}
          className={cn("mx-2 mb-2 flex items-center gap-2 rounded-md px-3 py-1.5 text-sm text-muted-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", collapsed && "justify-center px-0")}
          aria-label={collapsed ? copy.expandSidebar : copy.collapseSidebar}
          aria-expanded={!collapsed}
        >
          {collapsed ? <PanelLeftOpen className="size-4" aria-hidden /> : <PanelLeftClose className="size-4" aria-hidden />}
          {!collapsed && <span>{copy.collapse}</span>}
        </button>
      )}
      <div className="border-t border-sidebar-border p-2">
        <UserMenu collapsed={collapsed} />
      </div>
    </div>
  );
}

function SidebarLink({ item, collapsed, onNavigate }: { item: NavItem; collapsed: boolean; onNavigate?: () => void }) {
  const Icon = item.icon;
  // A string className, not NavLink's function form: the tooltip trigger (a Slot) merges classes as strings, and a
  // function there became the class attribute itself, so collapsed links lost their layout and overflowed.
  const isActive = useMatch({ path: useResolvedPath(item.to).pathname, end: false }) !== null;
  const link = (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      className={cn(
        "flex items-center gap-3 rounded-md px-3 py-1 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        collapsed && "justify-center px-0",
        isActive ? "bg-sidebar-accent font-medium text-sidebar-primary" : "text-sidebar-foreground/80 hover:bg-sidebar-accent hover:text-sidebar-accent-foreground",
      )}
      aria-label={collapsed ? item.label : undefined}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {!collapsed && <span className="truncate">{item.label}</span>}
    </NavLink>
  );
  if (!collapsed) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{item.label}</TooltipContent>
    </Tooltip>
  );
}
