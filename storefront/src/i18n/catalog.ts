import type { en } from './en';

/**
 * The shape every language's catalog has: English's (`en.ts` is the source of keys), so a key missing
 * from another catalog, or a plural written with other parameters, fails the typecheck.
 * Strings may hold `{{name}}` placeholders (rosetta fills them); plurals are functions of a count, so
 * choosing "1 item" / "2 items" builds no Intl.PluralRules (docs/decisions/0052).
 */
export type Catalog = typeof en;

type Leaf = string | ((params: never) => string);

/** Every key of a catalog, as rosetta reads it: the path through its groups, joined by dots. */
type Paths<T> = { [K in keyof T & string]: T[K] extends Leaf ? K : `${K}.${Paths<T[K]>}` }[keyof T & string];
export type MessageKey = Paths<Catalog>;

type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

/** What `t` takes after the key: a plural's parameters, or the values of a string's placeholders. */
export type MessageParams<K extends MessageKey> =
  At<Catalog, K> extends (params: infer P) => string ? [params: P] : [params?: Record<string, string | number>];

export type Translate = <K extends MessageKey>(key: K, ...params: MessageParams<K>) => string;
