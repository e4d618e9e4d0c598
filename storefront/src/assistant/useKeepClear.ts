import { useEffect, useState, type RefObject } from 'react';

/** What counts as the page's own: a control or a picture anywhere in it, else text (issue 35 item 10). */
const CONTROLS = ':is(a[href], button, input, select, textarea, summary, label, [role="button"], img, svg, video)';
/** Points tried across the widget's box, per side: 5 × 5 points are at most 13 px apart, under a line of text. */
const STEPS = 5;
/** How long after the last scroll the page counts as at rest. */
const REST_MS = 150;
/** The attribute a part steps aside by. */
const ASIDE = 'data-step-aside';

/** True when the text right inside `element` is drawn at (x, y), not merely its box (a short line's empty end). */
function textAt(element: Element, x: number, y: number): boolean {
  const range = document.createRange();
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects()))
      if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return true;
  }
  return false;
}

/** Whether anything of the page's own (in main or the footer) is drawn under this part of the widget. */
function coversPage(part: HTMLElement, widget: Element): boolean {
  const box = part.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  for (let i = 0; i < STEPS; i += 1) {
    for (let j = 0; j < STEPS; j += 1) {
      const x = box.left + 1 + ((box.width - 2) * i) / (STEPS - 1);
      const y = box.top + 1 + ((box.height - 2) * j) / (STEPS - 1);
      // The first element under the widget at that point: the one the shopper would see there.
      const under = document.elementsFromPoint(x, y).find((hit) => !widget.contains(hit));
      if (!under?.closest('main, footer')) continue;
      if (under.closest(CONTROLS) || textAt(under, x, y)) return true;
    }
  }
  return false;
}

/** A field of the page holds the keyboard: on a phone the keyboard pushes the widget up over the form. */
const typingInPage = (widget: Element | null) => {
  const active = document.activeElement;
  return !!active && !widget?.contains(active) && active.matches('input, textarea, select, [contenteditable="true"]');
};

/**
 * Whether a field of the page (not the widget's own) holds the keyboard, followed while `watch` is on:
 * on a phone Trending Now waits while the shopper types or reads what their search found, the field
 * still focused, rather than covering the results.
 */
export function useTypingInPage(widget: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (!watch) return;
    const check = () => setTyping(typingInPage(widget.current));
    // focusout comes before the next element takes the focus: judged once it has.
    let later = 0;
    const checkLater = () => {
      clearTimeout(later);
      later = window.setTimeout(check, 0);
    };
    check();
    document.addEventListener('focusin', check);
    document.addEventListener('focusout', checkLater);
    return () => {
      clearTimeout(later);
      document.removeEventListener('focusin', check);
      document.removeEventListener('focusout', checkLater);
    };
  }, [widget, watch]);
  return watch && typing;
}

/** Marks a part of the widget to step aside (Assistant.module.css hides it), or to show. */
const stepAside = (part: HTMLElement, aside: boolean) => {
  if (aside) part.setAttribute(ASIDE, '');
  else part.removeAttribute(ASIDE);
};

/**
 * Makes each part of the widget (its launcher and teaser, marked `data-keep-clear` inside `widget`) step
 * aside while the page scrolls, while the shopper types in the page, and at rest wherever that part would
 * cover the page's own controls, pictures or text (issue 35 item 10: the 'Ask us!' bubble sat on a
 * phone's price, wishlist button, filter fields, address and tracking steps). The footer keeps a free
 * band at the end of every page, so the launcher always has a place to show. Each part is judged on its
 * own (the launcher shows in the band while the taller teaser waits), set on the element itself rather
 * than in React state, since it changes on every scroll. Checked at most once per frame; never while the
 * widget holds the keyboard focus.
 */
export function useKeepClear(widget: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const parts = () => Array.from(widget.current?.querySelectorAll<HTMLElement>('[data-keep-clear]') ?? []);
    if (!active) {
      for (const part of parts()) stepAside(part, false);
      return;
    }
    let frame = 0;
    let scrolling = 0;
    const check = () => {
      frame = 0;
      const element = widget.current;
      if (!element) return;
      const focused = element.contains(document.activeElement);
      const away = !focused && (scrolling !== 0 || typingInPage(element));
      for (const part of parts()) stepAside(part, away || (!focused && coversPage(part, element)));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    const onScroll = () => {
      clearTimeout(scrolling);
      scrolling = window.setTimeout(() => {
        scrolling = 0;
        schedule();
      }, REST_MS);
      schedule();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
    schedule();
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      clearTimeout(scrolling);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      observer.disconnect();
    };
  }, [widget, active]);
}
