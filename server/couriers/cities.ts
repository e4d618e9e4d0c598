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

/** Up to five of the courier's cities nearest the shop's name (shared start first, then fewest edits). */
export function suggestCities(shopCity: string, list: CourierCity[]): string[] {
  const key = cityKey(shopCity);
  const score = (name: string) => {
    const other = cityKey(name);
    const shared = other.startsWith(key.slice(0, 3)) || key.startsWith(other.slice(0, 3)) ? 0 : 100;
    return shared + editDistance(key, other);
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

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
