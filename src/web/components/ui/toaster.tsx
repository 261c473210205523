import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { TOASTS } from "@/shared/constants";
import { useMediaQuery } from "@/web/lib/use-media-query";

/** Sonner lays toasts out full width below this width. */
const NARROW = "(max-width: 600px)";

export function Toaster(props: ToasterProps) {
  const narrow = useMediaQuery(NARROW);
  return (
    <Sonner
      // Wide screens: bottom-right, since page headers keep their action buttons top-right and a toast resting
      // over them (a hovered toast pauses) blocked the button under it. Phones: just under the top bar, since
      // the bottom of a phone page holds the form's buttons.
      position={narrow ? "top-center" : "bottom-right"}
      offset={{ bottom: 16, right: 16 }}
      mobileOffset={{ top: 64 }}
      duration={TOASTS.defaultDurationMs}
      visibleToasts={TOASTS.visible}
      richColors
      closeButton
      theme="light"
      className="toaster group"
      style={
        {
          "--width": `${TOASTS.widthPx}px`,
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
        } as React.CSSProperties
      }
      toastOptions={{ classNames: { toast: "font-sans shadow-lg", description: "text-sm" } }}
      {...props}
    />
  );
}
