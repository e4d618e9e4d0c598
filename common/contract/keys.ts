import type { EndpointKey, MethodOf, PathOf } from './index';

/** Splits a contract key into its method and path ('GET /api/products/:id'); free of zod, for the front ends. */
export function splitKey<K extends EndpointKey>(key: K): { method: MethodOf<K>; path: PathOf<K> } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as MethodOf<K>, path: key.slice(space + 1) as PathOf<K> };
}

/** The path with each `:name` replaced by its encoded value. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
