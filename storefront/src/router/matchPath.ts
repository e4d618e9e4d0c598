/** What a route's `:name` segments (and a trailing `*`) matched, decoded. */
export type RouteParams = Record<string, string>;

/** A segment as the shopper's address spells it; a broken escape ('%E0%A4') stays as it was typed. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether `pathname` is an address of the route `pattern`, and what its parameters are. Patterns are
 * the storefront's own: fixed segments ('/products'), named ones ('/products/:id'), a trailing splat
 * ('/cart/*': any further segments, or none) and '*' for every address. Fixed segments match in any
 * letter case and empty segments are ignored, so '/Products/' is the product list, as it was under
 * React Router.
 */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const params: RouteParams = {};
  for (const [at, segment] of wanted.entries()) {
    if (segment === '*') {
      params['*'] = given.slice(at).map(decodeSegment).join('/');
      return params;
    }
    const value = given[at];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeSegment(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return given.length === wanted.length ? params : null;
}
