// The drizzle schema (drizzle.config.ts reads this file): the tables live in ./tables by area.
export * from './tables/columns';
export * from './tables/catalogue';
export * from './tables/members';
export * from './tables/security';
export * from './tables/commerce';
export * from './tables/orders';
export * from './tables/team';
export * from './tables/second-factors';
export * from './tables/operators';
export * from './tables/support';
export * from './tables/adjustments';
export * from './tables/alerts';
