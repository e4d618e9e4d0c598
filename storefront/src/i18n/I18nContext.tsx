import rosetta from 'rosetta';
import { createContext, Fragment, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ShopLanguage } from '../../../common/shopLanguages';
import type { Catalog, MessageKey, Translate } from './catalog';
import { en } from './en';
import { applyToDocument, rememberLanguage } from './language';

/** English is in the first load; other catalogs load when a shopper first reads them (docs/decisions/0052). */
const i18n = rosetta<Catalog>({ en });
i18n.locale('en');
const loaders: Record<Exclude<ShopLanguage, 'en'>, () => Promise<Catalog>> = {
  ur: () => import('./ur').then((module) => module.ur),
};

/** Fetches a language's catalog once; English is always there. */
export async function loadCatalog(language: ShopLanguage): Promise<void> {
  if (language === 'en' || i18n.table(language)) return;
  i18n.set(language, await loaders[language]());
}

/** Makes a loaded language the one `t` and every message speak (the provider's, and unit tests'). */
export const speak = (language: ShopLanguage) => void i18n.locale(language);

/**
 * The message for `key` in the language on screen, with `{{name}}` placeholders filled. Outside a
 * component (toasts raised in an event, page titles) it reads the same current language as `useT`.
 */
export const t: Translate = (key, ...[params]) => i18n.t(key, params as Params);
type Params = Record<string, unknown> | undefined;

/** The language on screen, for code outside components (the shopper's problems, dates). */
export const currentLanguage = () => i18n.locale() as ShopLanguage;

/**
 * Keys made from data (a field's name, an error code) cannot be checked by the typecheck: these look
 * them up, and say whether the catalog on screen has one at all.
 */
export const hasMessage = (key: string) => typeof i18n.t(key) === 'string' && i18n.t(key) !== '';
export const messageFor = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

/**
 * A message whose placeholders are elements (a reference in bold, a link), where each language puts
 * them in its own order; a plural or a missing key reads as the key.
 */
export function richMessage(key: MessageKey, parts: Record<string, ReactNode>): ReactNode {
  const raw = key
    .split('.')
    .reduce<unknown>(
      (node, name) => (node as Record<string, unknown> | undefined)?.[name],
      i18n.table(currentLanguage()),
    );
  const text = typeof raw === 'string' ? raw : key;
  return text
    .split(/{{\s*(\w+)\s*}}/)
    .map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece));
}

/**
 * A date as the shopper reads it: Urdu month and day names, Latin digits as Pakistani shops print them.
 * Urdu's time styles say 'AM' / 'PM' in English; its day periods ('صبح', 'دوپہر', 'رات') come only with
 * hour and minute asked one by one, so a date with a time in Urdu is asked that way (issue 35 item 6).
 */
export function formatDate(iso: string, options: Intl.DateTimeFormatOptions): string {
  if (currentLanguage() !== 'ur') return new Date(iso).toLocaleString('en-PK', options);
  const { timeStyle, dateStyle, ...rest } = options;
  const asked: Intl.DateTimeFormatOptions = timeStyle
    ? {
        ...(dateStyle ? { day: 'numeric', month: dateStyle === 'short' ? 'numeric' : 'short', year: 'numeric' } : {}),
        hour: 'numeric',
        minute: '2-digit',
        dayPeriod: 'short',
        ...rest,
      }
    : options;
  return new Date(iso).toLocaleString('ur-PK', asked);
}

type I18nValue = { language: ShopLanguage; t: Translate; setLanguage: (language: ShopLanguage) => Promise<void> };
const I18nContext = createContext<I18nValue | null>(null);

/**
 * The language on screen. main.tsx loads the starting language's catalog before the first render, so
 * an Urdu reader never sees English flash; a switch later loads the catalog, then re-renders every
 * screen that translates, and the choice is remembered.
 */
export function I18nProvider({ initial, children }: { initial: ShopLanguage; children: ReactNode }) {
  const [language, setCurrent] = useState<ShopLanguage>(() => {
    speak(initial);
    applyToDocument(initial);
    return initial;
  });
  const setLanguage = useCallback(async (next: ShopLanguage) => {
    await loadCatalog(next);
    speak(next);
    applyToDocument(next);
    rememberLanguage(next);
    setCurrent(next);
  }, []);
  // A new `t` per language, so memoised children that take `t` re-render when the language changes.
  const value = useMemo<I18nValue>(
    () => ({ language, setLanguage, t: (key, ...[params]) => i18n.t(key, params as Params, language) }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n needs an I18nProvider (main.tsx)');
  return value;
}

/** The translate function of the language on screen; the component re-renders when it changes. */
export const useT = (): Translate => useI18n().t;
