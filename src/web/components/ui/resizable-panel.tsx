import * as React from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { PANEL } from "@/shared/constants";
import { DialogCloseButton } from "@/web/components/ui/dialog";
import { componentsCopy } from "@/web/components/copy";
import { cn } from "@/web/lib/cn";

export type ResizablePanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  /** Rendered as the toggle button; clicking it does not count as a click outside. */
  trigger?: React.ReactElement;
  minWidth?: number;
  maxWidth?: number;
  defaultWidth?: number;
  resizeLabel?: string;
  className?: string;
  bodyClassName?: string;
};

const KEY_STEP = 16;
const KEY_STEP_LARGE = 64;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

function subscribeToResize(onChange: () => void) {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

function useViewportWidth() {
  return React.useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => Number.POSITIVE_INFINITY,
  );
}

export function ResizablePanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  trigger,
  minWidth = PANEL.minWidth,
  maxWidth = PANEL.maxWidth,
  defaultWidth = PANEL.defaultWidth,
  resizeLabel = componentsCopy.resizablePanel.resize,
  className,
  bodyClassName,
}: ResizablePanelProps) {
  const viewportWidth = useViewportWidth();
  const upper = Math.max(minWidth, Math.min(maxWidth, viewportWidth));
  const [storedWidth, setStoredWidth] = React.useState(() =>
    clamp(defaultWidth, minWidth, maxWidth),
  );
  const width = clamp(storedWidth, minWidth, upper);
  const contentRef = React.useRef<HTMLDivElement>(null);
  const stopDragRef = React.useRef<(() => void) | null>(null);

  React.useEffect(() => () => stopDragRef.current?.(), []);

  const resizeTo = (next: number) => setStoredWidth(clamp(Math.round(next), minWidth, upper));

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    const startX = event.clientX;
    const startWidth = width;
    const body = document.body.style;
    const previous = { cursor: body.cursor, userSelect: body.userSelect };
    body.cursor = "col-resize";
    body.userSelect = "none";
    const onMove = (move: PointerEvent) => resizeTo(startWidth + startX - move.clientX);
    const stop = () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", stop);
      window.removeEventListener("pointercancel", stop);
      body.cursor = previous.cursor;
      body.userSelect = previous.userSelect;
      stopDragRef.current = null;
    };
    stopDragRef.current?.();
    stopDragRef.current = stop;
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", stop);
    window.addEventListener("pointercancel", stop);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const next: Record<string, number> = {
      ArrowLeft: width + step,
      ArrowRight: width - step,
      Home: minWidth,
      End: upper,
    };
    if (!Object.hasOwn(next, event.key)) return;
    event.preventDefault();
    resizeTo(next[event.key]);
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange} modal={false}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          ref={contentRef}
          data-slot="resizable-panel"
          style={{ width }}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus({ preventScroll: true });
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "fixed inset-y-0 right-0 z-50 flex max-w-full flex-col border-l bg-background shadow-xl outline-none data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right max-sm:w-full!",
            className,
          )}
        >
          <div
            role="separator"
            aria-orientation="vertical"
            aria-label={resizeLabel}
            aria-valuenow={width}
            aria-valuemin={minWidth}
            aria-valuemax={upper}
            tabIndex={0}
            onPointerDown={onPointerDown}
            onKeyDown={onKeyDown}
            data-slot="resizable-panel-handle"
            className="group absolute inset-y-0 -left-1.5 z-10 flex w-3 cursor-col-resize touch-none justify-center outline-none max-sm:hidden"
          >
            <span className="h-full w-0.5 bg-transparent transition-colors group-hover:bg-primary/40 group-focus-visible:w-1 group-focus-visible:bg-ring group-active:bg-primary/60" />
          </div>
          <div className="flex flex-col gap-1 border-b px-5 py-4 pr-12">
            <DialogPrimitive.Title className="text-lg leading-tight font-semibold">
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <div
            data-slot="resizable-panel-body"
            className={cn("min-h-0 flex-1 overflow-y-auto overscroll-contain p-5", bodyClassName)}
          >
            {children}
          </div>
          <DialogCloseButton className="top-3.5 right-3.5" />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
