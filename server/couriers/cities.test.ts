import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityMeant } from '../../common/cityNames';
import { startFakePostEx, type FakePostEx } from '../testing/fakePostEx';
import { matchCity, suggestCities } from './cities';
import { courierShop } from './testing';

/** Decision 0137: the shop's cities as people say them, for the order desk and the couriers' booking. */
let postex: FakePostEx;
let shop: Awaited<ReturnType<typeof courierShop>>;

beforeAll(async () => {
  postex = await startFakePostEx();
  shop = await courierShop({ POSTEX_BASE_URL: postex.url });
});
afterAll(async () => {
  await shop.shop.close();
  await postex.close();
});

const list = ['Karachi', 'Lahore', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Dera Ismail Khan'].map((name, at) => ({
  id: String(at),
  name,
}));
const createdFor = (orderRef: string) => postex.orders.filter((order) => order.orderRefNumber === orderRef);
const knownCities = () => shop.as<string[]>('GET', '/api/admin/cities');

describe('a city said the way people say it', () => {
  it('is the city of its short form, in any case and with any dots', () => {
    const typed = ['Pindi', 'RWP', 'isb', 'Khi', 'LHR', 'Fsd', 'Lyallpur', 'D.I.Khan', 'D.G. Khan'];
    expect(typed.map((name) => cityMeant(name, []))).toEqual([
      'Rawalpindi',
      'Rawalpindi',
      'Islamabad',
      'Karachi',
      'Lahore',
      'Faisalabad',
      'Faisalabad',
      'Dera Ismail Khan',
      'Dera Ghazi Khan',
    ]);
  });

  it('is offered the known city one or two slips away, and a known city or a small town is left as typed', () => {
    const known = list.map((city) => city.name);
    expect(cityMeant('Lahroe', known)).toBe('Lahore');
    expect(cityMeant('faislabad', known)).toBe('Faisalabad');
    expect(cityMeant('karachi ', known)).toBeUndefined();
    expect(cityMeant('Chiniot', known)).toBeUndefined();
    expect(cityMeant('Lah', known)).toBeUndefined();
  });

  it('is matched to the courier’s city by its short form, and suggested first when the owner is asked', () => {
    const db = shop.shop.deps.db;
    expect(matchCity(db, 'PostEx', 'Pindi', list)?.name).toBe('Rawalpindi');
    expect(matchCity(db, 'PostEx', 'D.I.Khan', list)?.name).toBe('Dera Ismail Khan');
    expect(matchCity(db, 'PostEx', 'Chiniot', list)).toBeUndefined();
    expect(suggestCities('Lyallpur', list)[0]).toBe('Faisalabad');
  });
});

describe('booking and the order desk', () => {
  it('books an order to Pindi with PostEx as Rawalpindi, keeping the city as it was typed on the order', async () => {
    await shop.saveAccount('PostEx', { apiKey: postex.token, pickupCode: '004' });
    const order = await shop.place({ city: 'Pindi' });
    expect((await shop.book('PostEx', [order.orderRef])).body.data[0]).toMatchObject({ outcome: 'booked' });
    expect(createdFor(order.orderRef)[0]).toMatchObject({ cityName: 'Rawalpindi' });
    expect((await shop.stored(order.orderRef)).customer.city).toBe('Pindi');
  });

  it('lists the earlier orders’ cities first, as the cities they meant, then the courier’s cities', async () => {
    await shop.place({ city: 'Lahroe' });
    await shop.place({ city: 'Chiniot' });
    await shop.place({ city: 'Chiniot' });
    const { status, body } = await knownCities();
    expect(status).toBe(200);
    // Chiniot twice; Lahroe and Pindi once each, listed as Lahore and Rawalpindi; then PostEx's others.
    expect(body.data).toEqual([
      'Chiniot',
      'Lahore',
      'Rawalpindi',
      'Dera Ismail Khan',
      'Faisalabad',
      'Islamabad',
      'Karachi',
    ]);
  });

  it('is the staff’s to read alone', async () => {
    expect((await shop.shop.call('GET', '/api/admin/cities')).status).toBe(401);
  });
});
