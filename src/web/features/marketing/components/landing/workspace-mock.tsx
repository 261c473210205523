import {
  ChevronDown,
  FileText,
  LayoutDashboard,
  Mail,
  Newspaper,
  Share2,
  Sparkles,
} from "lucide-react";
import {
  MockAlternatives,
  MockPostPanel,
} from "@/web/features/marketing/components/landing/mock-post-panel";
import { LogoMark } from "@/web/features/marketing/components/logo";
import { previewCopy } from "@/web/features/marketing/copy/preview-copy";
import { PRODUCT_NAME } from "@/web/features/marketing/marketing-links";
import { cn } from "@/web/lib/cn";

const sidebarIcons = [LayoutDashboard, Sparkles, Share2, Mail, Newspaper, FileText];
const ACTIVE_ITEM = 2;

function MockSelect({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <div className="mt-1.5 flex items-center justify-between gap-2 rounded-md border bg-background px-3 py-2 text-sm text-foreground shadow-xs">
        <span className="truncate">{value}</span>
        <ChevronDown className="size-4 shrink-0 text-muted-foreground" />
      </div>
    </div>
  );
}

function MockSidebar() {
  return (
    <div className="hidden border-r bg-sidebar p-4 lg:block">
      <div className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <LogoMark className="size-6 rounded-md [&_svg]:size-3" />
        {PRODUCT_NAME}
      </div>
      <div className="mt-6 space-y-1">
        {previewCopy.sidebar.map((label, index) => {
          const Icon = sidebarIcons[index];
          return (
            <div
              key={label}
              className={cn(
                "flex items-center gap-2.5 rounded-md px-2.5 py-2 text-sm whitespace-nowrap text-sidebar-foreground",
                index === ACTIVE_ITEM &&
                  "bg-sidebar-accent font-medium text-sidebar-accent-foreground",
              )}
            >
              <Icon className="size-4" />
              {label}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** A static picture of the content workspace, built from markup so nothing is downloaded. */
export function WorkspaceMock() {
  return (
    <div role="img" aria-label={previewCopy.ariaLabel} className="relative">
      <div
        aria-hidden="true"
        className="absolute -inset-x-6 -inset-y-8 -z-10 rounded-[2rem] bg-gradient-to-tr from-primary/15 via-[oklch(0.7_0.15_300)]/10 to-[oklch(0.75_0.13_210)]/15 blur-2xl"
      />
      <div className="overflow-hidden rounded-2xl border bg-card shadow-2xl shadow-primary/10">
        <div className="flex items-center gap-2 border-b bg-muted/60 px-4 py-3">
          <span className="size-3 rounded-full bg-[#ff5f57]" />
          <span className="size-3 rounded-full bg-[#febc2e]" />
          <span className="size-3 rounded-full bg-[#28c840]" />
          <span className="ml-3 truncate text-xs text-muted-foreground">
            {PRODUCT_NAME} · {previewCopy.pageTitle}
          </span>
        </div>
        <div className="grid lg:grid-cols-[14rem_minmax(0,1fr)]">
          <MockSidebar />
          <div className="min-w-0 bg-muted/20 p-3 sm:p-6">
            <p className="text-lg font-semibold text-foreground">{previewCopy.pageTitle}</p>
            <p className="text-sm text-muted-foreground">{previewCopy.pageSubtitle}</p>
            <div className="mt-5 grid gap-5 rounded-xl border bg-card p-3 sm:p-5 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <div className="min-w-0 space-y-4">
                <div>
                  <p className="text-xs font-medium text-muted-foreground">
                    {previewCopy.inputLabel}
                  </p>
                  <p className="mt-1.5 rounded-md border bg-background p-3 text-sm leading-relaxed text-foreground/90">
                    {previewCopy.input}
                  </p>
                </div>
                <MockSelect label={previewCopy.promptLabel} value={previewCopy.prompt} />
                <MockSelect label={previewCopy.modelLabel} value={previewCopy.model} />
              </div>
              <MockPostPanel />
            </div>
            <MockAlternatives />
          </div>
        </div>
      </div>
    </div>
  );
}
