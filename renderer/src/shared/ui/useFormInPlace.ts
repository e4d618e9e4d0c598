import { useCallback, useEffect, useRef, type RefObject } from 'react';

/*
 * A form shown where a list is (Products) or above it (Discounts), opened by a row's Edit or a New
 * button. On a phone the owner may press Edit far down the list: without this the form opened out of
 * sight or scrolled to its end, and the focus fell to the page, so a screen reader said nothing.
 */

/**
 * The form's heading (give it tabIndex -1): it takes the focus, and so the view, each time `shown`
 * becomes another truthy value (the product or code being edited, or 'new').
 */
export function useHeadingFocus<T extends HTMLElement>(shown: unknown): RefObject<T | null> {
  const heading = useRef<T>(null);
  useEffect(() => {
    if (shown) heading.current?.focus();
  }, [shown]);
  return heading;
}

/**
 * The button that opened the form, by its accessible name, and a way to give it the focus back when
 * the form closes (on Cancel; on a save too where a status line, not a focused notice, says so): the
 * list may have been drawn anew meanwhile, so the button is found again by that name.
 */
export function useOpenerFocus() {
  const opener = useRef<string | null>(null);
  // The pressed button itself, not document.activeElement: a tap in Safari does not focus a button.
  const remember = useCallback((button: HTMLElement) => {
    opener.current = button.getAttribute('aria-label') ?? button.textContent;
  }, []);
  const giveBack = useCallback(() => {
    const name = opener.current;
    opener.current = null;
    if (!name) return;
    requestAnimationFrame(() =>
      [...document.querySelectorAll<HTMLButtonElement>('main button')]
        .find((button) => (button.getAttribute('aria-label') ?? button.textContent) === name)
        ?.focus(),
    );
  }, []);
  return { remember, giveBack };
}
