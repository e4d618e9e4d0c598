import { useEffect } from 'react';
import { useLocation } from '../router/router';
import { useShopPolicy } from '../shop/useShopPolicy';

export type PageMeta = {
  /** What the page is; the shop's name follows it in the tab and in search results. */
  title: string;
  /** A sentence or two for search results; the shop's tagline when the page has none of its own. */
  description?: string;
  /** schema.org data about the page's subject, written into the page as JSON-LD. */
  structuredData?: Record<string, unknown>;
  /** Pages that are not content of their own (not found, errors) ask search engines to leave them out. */
  noindex?: boolean;
};

/** Search results show about 155 characters of a description; longer text is cut at a word. */
const DESCRIPTION_LENGTH = 155;
export function searchSnippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The head element this hook owns, made once and reused by every page. */
function headElement<K extends 'meta' | 'link' | 'script'>(
  tag: K,
  selector: string,
  make: (element: HTMLElementTagNameMap[K]) => void,
): HTMLElementTagNameMap[K] {
  const found = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (found) return found;
  const element = document.createElement(tag);
  make(element);
  document.head.append(element);
  return element;
}

/**
 * Title, description and canonical address of the page on screen, and its structured data (issue 12:
 * search engines read them after the storefront has drawn the page). The canonical address is the path
 * without its query, so filtered and paged lists count as one page. `undefined` leaves the head as it
 * is, for a page still loading.
 */
export function usePageMeta(meta: PageMeta | undefined) {
  const { shopName, tagline } = useShopPolicy();
  const { pathname } = useLocation();
  const title = meta ? `${meta.title} | ${shopName}` : undefined;
  const description = meta ? searchSnippet(meta.description ?? tagline) : undefined;
  const structuredData = meta?.structuredData ? JSON.stringify(meta.structuredData) : undefined;
  const noindex = meta?.noindex ?? false;

  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    headElement('meta', 'meta[name="description"]', (element) => (element.name = 'description')).content = description;
    headElement('link', 'link[rel="canonical"]', (element) => (element.rel = 'canonical')).href = new URL(
      pathname,
      window.location.origin,
    ).href;
    const robots = document.head.querySelector('meta[name="robots"]');
    if (noindex) headElement('meta', 'meta[name="robots"]', (element) => (element.name = 'robots')).content = 'noindex';
    else robots?.remove();
    if (!structuredData) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    // '<' escaped so that text from the catalog can never close the script element.
    script.textContent = structuredData.replace(/</g, '\\u003c');
    document.head.append(script);
    return () => script.remove();
  }, [title, description, pathname, structuredData, noindex]);
}
