import type { RefObject } from "react";

/** The control that opened a dialog: an element, or a ref to one (read when the dialog closes). */
export type Opener = HTMLElement | null | RefObject<HTMLElement | null>;

const resolve = (opener: Opener | undefined) => (opener && "current" in opener ? opener.current : opener);

/**
 * Dialogs opened from a row or a menu have no Radix trigger, so they would drop focus on close. This sends it
 * back to the control that opened them, when that control is still on the page.
 */
export function focusReturn(opener: Opener | undefined) {
  return (event: Event) => {
    const element = resolve(opener);
    if (element?.isConnected) {
      event.preventDefault();
      element.focus();
    }
  };
}

/**
 * For dialogs without an onCloseAutoFocus hook: once the closing dialog has left the page (it animates out), focus
 * the opener, unless the user has put focus somewhere else meanwhile.
 */
export function refocusSoon(opener: Opener | undefined, frames = 60) {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    const element = resolve(opener);
    if (!element?.isConnected) return;
    if (active === null || active === document.body) element.focus();
    else if (active.closest("[role=dialog]") && frames > 0) refocusSoon(opener, frames - 1);
  });
}
