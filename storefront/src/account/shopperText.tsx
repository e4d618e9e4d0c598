import type { ReactNode } from 'react';
import { ApiError } from '../../../common/apiClient';
import type { ShopLanguage } from '../../../common/shopLanguages';
import type { MessageKey, Translate } from '../i18n/catalog';

/*
 * What the account, review and assistant screens say when the shop answers in its own words (issue 26).
 * English shows the server's words, which name the exact rule; Urdu reads the catalog's message for the
 * error code (accountCodes), else the screen's own fallback. This stands in for i18n/problems.ts
 * `refusalMessage` of the first translator's branch, which it mirrors: at merge the two become one.
 */

type Reader = { language: ShopLanguage; t: Translate };

/** The message for a failed call: the shop's words in English, the catalog's in Urdu, `fallback` when the shop did not answer. */
export function refusalText(error: unknown, fallback: MessageKey, { language, t }: Reader): string {
  if (!(error instanceof ApiError)) return t(fallback);
  if (language === 'en') return error.message || t(fallback);
  // Codes come from the server, so the key is made from data; rosetta answers '' for a key it lacks.
  return t(`accountCodes.${error.code}` as MessageKey) || t(fallback);
}

/** A day as the shopper reads it: Urdu month names in Urdu, Latin digits in both, as Pakistani shops print dates. */
export const formatDay = (iso: string, language: ShopLanguage) => new Date(iso).toLocaleDateString(language === 'ur' ? 'ur-PK' : 'en-PK', { dateStyle: 'medium' });

/** Marks where a link goes in a translated sentence; no catalog text holds it. */
const SLOT = '\u0000';

/**
 * A sentence with a link inside, where each language puts it: the catalog writes `{{link}}` (or the
 * placeholder `name`) in the sentence, and the link element takes its place.
 */
export function TextWithLink({ text, link }: { text: (slot: string) => string; link: ReactNode }) {
  const [before, after] = text(SLOT).split(SLOT);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}
