import slipsBetween from 'damerau-levenshtein';
import { and, eq } from 'drizzle-orm';
import type { ApiCourier } from '../../common/couriers';
import type { Db, Queryable } from '../db/client';
import type { CourierCity } from './adapter';
import { courierCities } from './schema';

/** A city name for comparing: lower case, letters and digits only ('D.I. Khan' = 'di khan' = 'DI-KHAN'). */
export const cityKey = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The courier's city for the shop's city name: the one the owner confirmed before, else the courier's
 * city with the same normalised name; undefined asks the owner (suggest gives the likeliest).
 */
export function matchCity(db: Queryable, courier: ApiCourier, shopCity: string, list: CourierCity[]) {
  const key = cityKey(shopCity);
  const confirmed = db
    .select()
    .from(courierCities)
    .where(and(eq(courierCities.courier, courier), eq(courierCities.shopCity, key)))
    .get();
  const wanted = confirmed ? cityKey(confirmed.courierCity) : key;
  return list.find((city) => cityKey(city.name) === wanted);
}

/**
 * Up to five of the courier's cities nearest the shop's name: shared start first, then fewest slips,
 * counted as the catalog's "Did you mean" counts them (decision 0109: a letter missing, added or
 * changed, or two neighbours swapped, so 'Lahroe' is one slip from Lahore). The package gives up on a
 * name more than four slips off part way and answers the typed name's length: only the order of names
 * that far off, none of them what the owner meant, differs from a full count.
 */
export function suggestCities(shopCity: string, list: CourierCity[]): string[] {
  const key = cityKey(shopCity);
  const score = (name: string) => {
    const other = cityKey(name);
    const shared = other.startsWith(key.slice(0, 3)) || key.startsWith(other.slice(0, 3)) ? 0 : 100;
    return shared + slipsBetween(key, other).steps;
  };
  return [...list]
    .sort((a, b) => score(a.name) - score(b.name))
    .slice(0, 5)
    .map((city) => city.name);
}

export function rememberCity(db: Db, courier: ApiCourier, shopCity: string, courierCity: string) {
  const values = { courier, shopCity: cityKey(shopCity), courierCity };
  db.insert(courierCities)
    .values(values)
    .onConflictDoUpdate({ target: [courierCities.courier, courierCities.shopCity], set: { courierCity } })
    .run();
}
