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

/** For dialogs without an onCloseAutoFocus hook: after closing, focus the opener unless focus went elsewhere. */
export function refocusSoon(opener: Opener | undefined) {
  requestAnimationFrame(() => {
    const element = resolve(opener);
    if (element?.isConnected && (document.activeElement === document.body || document.activeElement === null)) element.focus();
  });
}
