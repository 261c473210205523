import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { TOASTS } from "@/shared/constants";

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      // Bottom-right: page headers keep their action buttons top-right, and a toast resting over them (a hovered
      // toast pauses) blocked the button under it.
      position="bottom-right"
      offset={{ bottom: 16, right: 16 }}
      mobileOffset={{ bottom: 16 }}
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
