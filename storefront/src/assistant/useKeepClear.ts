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

/** What is drawn under a part of the widget: nothing of the page's, only a big picture, or a control or text. */
type Under = 'nothing' | 'picture' | 'content';

/**
 * A picture the launcher may sit on the corner of (decision 0139): a shirt's picture or the home page's
 * video, at least twice the launcher's size each way, so the shirt still shows and the rest of it still
 * opens. Not a thumbnail, an icon in a button, or a picture's own controls (the video's mute button).
 */
function bigPicture(under: Element, part: DOMRect): boolean {
  const picture = under.closest('img, video, [data-placeholder]');
  if (!picture) return false;
  const box = picture.getBoundingClientRect();
  return box.width >= 2 * part.width && box.height >= 2 * part.height;
}

/** A line or block of the page's text: the launcher keeps off its whole box, not only its letters (decision 0139). */
const TEXT_BLOCKS = 'p, h1, h2, h3, h4, h5, h6, li, dt, dd, address, label, td, th, blockquote, figcaption';

/**
 * What of the page's own (in main or the footer) is drawn under this box of the widget, the worst found.
 * `blocks`: a text block's whole box counts as its text (the launcher's places), else only its letters.
 */
function underBox(box: DOMRect, widget: Element, blocks = false): Under {
  if (box.width === 0 || box.height === 0) return 'nothing';
  let found: Under = 'nothing';
  for (let i = 0; i < STEPS; i += 1) {
    for (let j = 0; j < STEPS; j += 1) {
      const x = box.left + 1 + ((box.width - 2) * i) / (STEPS - 1);
      const y = box.top + 1 + ((box.height - 2) * j) / (STEPS - 1);
      // The first element under the widget at that point: the one the shopper would see there.
      const under = document.elementsFromPoint(x, y).find((hit) => !widget.contains(hit));
      if (!under?.closest('main, footer')) continue;
      if (bigPicture(under, box)) found = 'picture';
      else if (under.closest(CONTROLS) || textAt(under, x, y) || (blocks && under.closest(TEXT_BLOCKS)))
        return 'content';
    }
  }
  return found;
}

/** Whether anything of the page's own is drawn under this part of the widget where it stands. */
const coversPage = (part: HTMLElement, widget: Element) => underBox(part.getBoundingClientRect(), widget) !== 'nothing';

/** How far up its edge the launcher is tried, in steps of LIFT_STEP px: up to 40% of the screen from its top. */
const LIFT_STEP = 12;
/** The room kept free above and below the launcher's place, in px. */
const ROOM = 6;
const HIGHEST = 0.4;
/** The CSS variable the launcher is lifted by (Assistant.module.css). */
const LIFT = '--keep-clear-lift';

/**
 * Where the launcher shows at rest (decision 0139), as a lift above its corner in px, or null to step
 * aside: the lowest place up its edge with nothing of the page's under it, not even a line's empty end; else, where `onPicture`, the
 * lowest where only a big picture's corner is; else none. On a phone's grid of shirts some place up the
 * edge always has a picture, so the assistant is always within reach there.
 */
function restingLift(part: HTMLElement, widget: Element, onPicture: boolean): number | null {
  const lifted = Number.parseFloat(part.style.getPropertyValue(LIFT)) || 0;
  const now = part.getBoundingClientRect();
  const home = new DOMRect(now.x, now.y + lifted, now.width, now.height);
  // Another part of the dock above it (Trending Now): the launcher stays in its place under it.
  const alone = Array.from(widget.children).every((child) => child.hasAttribute('data-keep-clear'));
  const most = alone ? Math.max(0, home.top - window.innerHeight * HIGHEST) : 0;
  let onPictureAt: number | null = null;
  for (let lift = 0; lift <= most; lift += LIFT_STEP) {
    // A little room above and below, so it is not tapped for the control beside it (the video's mute button).
    const place = new DOMRect(home.x, home.y - lift - ROOM, home.width, home.height + 2 * ROOM);
    const under = underBox(place, widget, true);
    if (under === 'nothing') return lift;
    if (under === 'picture' && onPicture && onPictureAt === null) onPictureAt = lift;
  }
  return onPictureAt;
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

/** Marks a part of the widget to step aside (Assistant.module.css hides it), or to show, lifted by `lift` px. */
const stepAside = (part: HTMLElement, aside: boolean, lift = 0) => {
  if (aside) part.setAttribute(ASIDE, '');
  else part.removeAttribute(ASIDE);
  if (lift > 0) part.style.setProperty(LIFT, `${lift}px`);
  else part.style.removeProperty(LIFT);
};

/** Options of useKeepClear. */
export type KeepClearOptions = {
  /**
   * The launcher (`data-keep-clear="lift"`) may rest on a big picture's corner when no free place is up
   * its edge: on a phone's catalog pages, not where the shopper pays (decision 0139).
   */
  onPicture: boolean;
};

/**
 * Makes each part of the widget (its launcher and teaser, marked `data-keep-clear` inside `widget`) step
 * aside while the page scrolls, while the shopper types in the page, and at rest wherever that part would
 * cover the page's own controls, pictures or text (issue 35 item 10: the 'Ask us!' bubble sat on a
 * phone's price, wishlist button, filter fields, address and tracking steps). The footer keeps a free
 * band at the end of every page, so the launcher always has a place to show. The launcher
 * (`data-keep-clear="lift"`) is not hidden at rest while a place up its edge is free: it is lifted
 * there, or onto a big picture's corner (`onPicture`; decision 0139: on a phone's grid of shirts it was
 * hidden at nearly every scroll position); the teaser waits while the launcher is lifted, as it would
 * sit on it. Each part is judged on its own, set on the element itself rather than in React state,
 * since it changes on every scroll. Checked at most once per frame; never while the widget holds the
 * keyboard focus.
 */
export function useKeepClear(
  widget: RefObject<HTMLElement | null>,
  active: boolean,
  { onPicture }: KeepClearOptions,
): void {
  useEffect(() => {
    const partsOf = () => Array.from(widget.current?.querySelectorAll<HTMLElement>('[data-keep-clear]') ?? []);
    if (!active) {
      for (const part of partsOf()) stepAside(part, false);
      return;
    }
    let frame = 0;
    let scrolling = 0;
    const check = () => {
      frame = 0;
      const element = widget.current;
      if (!element) return;
      const parts = partsOf().reverse();
      const launcherLifted = parts.some(
        (part) => part.dataset.keepClear === 'lift' && part.style.getPropertyValue(LIFT),
      );
      // Held by the keyboard, the widget shows where it stands (the teaser still waits on a lifted launcher).
      if (element.contains(document.activeElement)) {
        for (const part of parts)
          if (part.dataset.keepClear === 'lift') part.removeAttribute(ASIDE);
          else stepAside(part, launcherLifted);
        return;
      }
      const away = scrolling !== 0 || typingInPage(element);
      // Each part as it stands; the launcher (last in the dock) first, the parts above it wait while it is lifted.
      let lifted = false;
      for (const part of parts) {
        if (away) stepAside(part, true);
        else if (part.dataset.keepClear === 'lift') {
          const lift = restingLift(part, element, onPicture);
          stepAside(part, lift === null, lift ?? 0);
          lifted = (lift ?? 0) > 0;
        } else stepAside(part, lifted || coversPage(part, element));
      }
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
  }, [widget, active, onPicture]);
}
