import { describe, expect, it } from 'vitest';
import { contract } from '../../common/contract';
import { saveShirt, testShopForFile } from '../testing/fileShop';

/*
 * A search that finds nothing is offered the same search with its slips put right, in the words the
 * catalog names its shirts by (searchSuggestion.ts, decision 0107). The words here are in no demo shirt.
 */
const shop = testShopForFile({ rateLimitMax: 1000 });

/** The list's answer for `q` (and any other filters), checked against the contract. */
async function listFor(q: string, filters = '') {
  const answer = await shop.call('GET', `/api/products?q=${encodeURIComponent(q)}${filters}`);
  expect(answer.status, q).toBe(200);
  return contract['GET /api/products'].response.parse(answer.body);
}
const suggestionFor = async (q: string, filters = '') => (await listFor(q, filters)).suggestion;

describe('a search that finds nothing', () => {
  it('is offered the nearest word of the catalog for a word typed with a slip', async () => {
    saveShirt(shop, { title: 'Pashmina Wrap Shirt', categories: ['Winter'] });
    const list = await listFor('pashmena');
    expect(list.total).toBe(0);
    expect(list.suggestion).toBe('pashmina');
    expect(await suggestionFor('Pashmna'), 'a letter left out').toBe('pashmina');
    expect(await suggestionFor('pashmina'), 'a search that finds shirts').toBeUndefined();
  });

  it('keeps the words that find shirts and puts right only the others', async () => {
    saveShirt(shop, { title: 'Khaddar Brocade Shirt', colors: ['Mustard'] });
    expect(await suggestionFor('mustard brocde')).toBe('mustard brocade');
    expect(await suggestionFor('musturd brocde'), 'two slips, each in its own word').toBe('mustard brocade');
    expect(await suggestionFor('brocades mustrd'), 'a plural the search finds').toBe('brocades mustard');
  });

  it('counts two neighbouring letters typed the wrong way round as one slip', async () => {
    saveShirt(shop, { title: 'Lilac Voile Shirt', colors: ['Olive'] });
    expect(await suggestionFor('voiel'), 'five letters, one swap').toBe('voile');
    expect(await suggestionFor('lialc oilve'), 'a swap in each word').toBe('lilac olive');
    expect(await suggestionFor('veilo'), 'letters further apart swapped: two slips in five letters').toBeUndefined();
  });

  it('offers nothing for a word too far from every word, or too short to tell', async () => {
    saveShirt(shop, { title: 'Gingham Check Shirt', colors: ['Tan'] });
    expect(await suggestionFor('gxnghxxm'), 'three slips').toBeUndefined();
    expect(await suggestionFor('gingham tam'), 'a word of three letters, one from Tan').toBeUndefined();
    expect(await suggestionFor('gngham'), 'one slip in six letters').toBe('gingham');
    saveShirt(shop, { title: 'Gingham 1995 Shirt' });
    expect(await suggestionFor('gingham 1996'), 'a number').toBeUndefined();
    expect(await suggestionFor('gingham 199x'), 'a number offered for a word').toBeUndefined();
  });

  it('offers only a search that finds shirts with the same filters', async () => {
    saveShirt(shop, { title: 'Seersucker Summer Shirt', price: 1500, categories: ['Seersucker'] });
    expect(await suggestionFor('seersuckr')).toBe('seersucker');
    expect(await suggestionFor('seersuckr', '&minPrice=5000'), 'every seersucker shirt is cheaper').toBeUndefined();
    expect(await suggestionFor('seersuckr stock:0-0'), "the owner's stock range").toBeUndefined();
  });

  it('of two near words, offers the one more shirts are called', async () => {
    // The rarer word is saved first, so it is met first.
    saveShirt(shop, { title: 'Dhoop Kurti' });
    for (let index = 0; index < 3; index++) saveShirt(shop, { title: `Dhoop Kurta ${index}` });
    expect(await suggestionFor('dhoop kurtx')).toBe('dhoop kurta');
  });

  it('reads Urdu titles as the search does', async () => {
    saveShirt(shop, { title: 'Lawn Festive Shirt', titleUrdu: 'لان تہوار قمیض' });
    expect(await suggestionFor('تہوارر')).toBe('تہوار');
  });

  it("follows the catalog's words when a shirt is renamed", async () => {
    const shirt = saveShirt(shop, { title: 'Jacquard Party Shirt' });
    expect(await suggestionFor('jacqard')).toBe('jacquard');
    saveShirt(shop, { ...shirt, title: 'Chambray Party Shirt' });
    expect(await suggestionFor('jacqard'), 'the old word').toBeUndefined();
    expect(await suggestionFor('chambrey'), 'the new word').toBe('chambray');
  });
});
