// The catalogue: a table of its own, since members (a member's package) and the commerce tables both point at it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import { amount, createdAt, productKind } from './columns';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    kind: productKind('kind').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionVi: text('description_vi').notNull(),
    descriptionEn: text('description_en').notNull(),
    price: amount('price').notNull(),
    pointPrice: amount('point_price').notNull(),
    power: amount('power').notNull().default('0'),
    /** PACKAGE: how many sponsor levels its owner earns bonus from (1 = direct only); 0 for mining units. */
    bonusLevels: integer('bonus_levels').notNull().default(0),
    /** MINING: EC credited per day of an active contract; 0 for packages. */
    dailyReward: amount('daily_reward').notNull().default('0'),
    /** MINING: how many days a contract started from this unit earns; 0 for packages. */
    contractDays: integer('contract_days').notNull().default(0),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_amounts_non_negative', sql`${t.price} >= 0 AND ${t.pointPrice} >= 0 AND ${t.power} >= 0`),
    index('products_kind_idx').on(t.kind, t.sortOrder),
  ],
);
