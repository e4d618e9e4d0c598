/** A count with its noun as the owner reads it: '1 parcel', '3 parcels'; `many` where the noun does not just take an s. */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
