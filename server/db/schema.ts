// The whole database, gathered from each feature's own schema.ts.
export * from '../catalog/schema';
export * from '../users/schema';
export * from '../orders/schema';
export * from '../reviews/schema';
export * from '../contact/schema';
export * from '../mail/schema';
export * from '../admin/schema';
export * from '../shop/schema';
export * from '../analytics/schema';
export * from '../discounts/schema';
export * from '../customers/schema';
export * from '../couriers/schema';
export * from '../courierCash/schema';
export * from '../staff/schema';
export * from '../activity/schema';
