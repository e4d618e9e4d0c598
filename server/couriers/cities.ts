import slipsBetween from 'damerau-levenshtein';
import { and, eq, ne, sql } from 'drizzle-orm';
import { cityKey, cityMeant, cityOfShortForm } from '../../common/cityNames';
import { API_COURIERS, type ApiCourier } from '../../common/couriers';
import type { Db, Queryable } from '../db/client';
import type { AppDeps } from '../deps';
import { orders } from '../orders/schema';
import { hasKeys, readAccount } from './accounts';
import type { CourierCity } from './adapter';
import { adapterFor } from './registry';
import { courierCities } from './schema';

export { cityKey };

/**
 * The courier's city for the shop's city name: the one the owner confirmed before, else the courier's
 * city with the same normalised name, else, for a short form people say ('Pindi', 'KHI', 'Lyallpur';
 * common/cityNames.ts, decision 0137), the city it stands for; undefined asks the owner (suggest gives
 * the likeliest).
 */
export function matchCity(db: Queryable, courier: ApiCourier, shopCity: string, list: CourierCity[]) {
  const confirmedFor = (key: string) =>
    db
      .select()
      .from(courierCities)
      .where(and(eq(courierCities.courier, courier), eq(courierCities.shopCity, key)))
      .get();
  const key = cityKey(shopCity);
  const short = cityOfShortForm(shopCity);
  const confirmed = confirmedFor(key) ?? (short ? confirmedFor(cityKey(short)) : undefined);
  const named = (wanted: string) => list.find((city) => cityKey(city.name) === wanted);
  if (confirmed) return named(cityKey(confirmed.courierCity));
  return named(key) ?? (short ? named(cityKey(short)) : undefined);
}

/**
 * Up to five of the courier's cities nearest the shop's name: the city of a short form first, then
 * shared start, then fewest slips, counted as the catalog's "Did you mean" counts them (decision 0109: a
 * letter missing, added or changed, or two neighbours swapped, so 'Lahroe' is one slip from Lahore). The
 * package gives up on a name more than four slips off part way and answers the typed name's length: only
 * the order of names that far off, none of them what the owner meant, differs from a full count.
 */
export function suggestCities(shopCity: string, list: CourierCity[]): string[] {
  const key = cityKey(shopCity);
  const short = cityOfShortForm(shopCity);
  const score = (name: string) => {
    const other = cityKey(name);
    if (short && other === cityKey(short)) return -1;
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

/** How long a courier's list of cities is kept before it is asked again: couriers add a town now and then. */
const COURIER_LIST_KEPT_MS = 60 * 60 * 1000;
/** Each connected courier's city names, by courier and account, with when they were asked. */
const courierLists = new Map<string, { at: number; names: Promise<string[]> }>();

type CityDeps = Pick<AppDeps, 'db' | 'jwtSecret' | 'config' | 'now'>;

/** The names of the cities a connected courier delivers to, kept an hour; none when it is not set up or does not answer. */
function courierCityNames(deps: CityDeps, courier: ApiCourier): Promise<string[]> {
  const account = readAccount(deps.db, deps.jwtSecret, courier);
  if (!hasKeys(courier, account)) return Promise.resolve([]);
  const id = `${courier}|${account.apiKey}`;
  const now = deps.now().getTime();
  const kept = courierLists.get(id);
  if (kept && now - kept.at < COURIER_LIST_KEPT_MS) return kept.names;
  const names = adapterFor(deps, courier)
    .cities()
    .then((cities) => cities.map((city) => city.name.trim()).filter(Boolean))
    .catch(() => {
      // Asked again next time: a courier that did not answer now may answer in a minute.
      courierLists.delete(id);
      return [] as string[];
    });
  courierLists.set(id, { at: now, names });
  return names;
}

/**
 * The shop's known cities, for the order desk's city field (decision 0137): the cities of its earlier
 * orders, most used first, then the connected couriers' cities. An earlier order's short form or slip
 * ('Pindi', 'Lahroe') is listed as the city it meant, so the list never teaches a mistake back.
 */
export async function shopCities(deps: CityDeps): Promise<string[]> {
  const used = deps.db
    .select({ city: orders.customerCity, uses: sql<number>`count(*)` })
    .from(orders)
    .where(ne(orders.customerCity, ''))
    .groupBy(orders.customerCity)
    .orderBy(sql`count(*) desc`, orders.customerCity)
    .all();
  const fromCouriers = (await Promise.all(API_COURIERS.map((courier) => courierCityNames(deps, courier)))).flat();
  const listed = new Map<string, string>();
  const add = (name: string) => {
    const key = cityKey(name);
    if (key && !listed.has(key)) listed.set(key, name);
  };
  for (const { city } of used) add(cityMeant(city, fromCouriers) ?? city.trim());
  for (const name of [...fromCouriers].sort((a, b) => a.localeCompare(b))) add(name);
  return [...listed.values()];
}
