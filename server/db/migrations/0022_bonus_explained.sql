ALTER TABLE "bonuses" ADD COLUMN "level" integer;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "rate" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "base" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "sponsor_package_id" uuid;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "sponsor_bonus_levels" integer;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_sponsor_package_id_products_id_fk" FOREIGN KEY ("sponsor_package_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Bonuses paid before: the level and rate follow from the type (config/orders.ts BONUS_RATES), the base is the
-- order's point total (without an order: amount / rate); the package at the time is not kept anywhere, so the
-- earner's current one is recorded only when it still pays bonus on that level.
UPDATE "bonuses" SET
  "level" = CASE "type" WHEN 'DIRECT' THEN 1 WHEN 'LEVEL_2' THEN 2 WHEN 'LEVEL_3' THEN 3 END,
  "rate" = CASE "type" WHEN 'DIRECT' THEN 0.1 WHEN 'LEVEL_2' THEN 0.05 WHEN 'LEVEL_3' THEN 0.02 END
WHERE "level" IS NULL;--> statement-breakpoint
UPDATE "bonuses" SET "base" = COALESCE(
  (SELECT "orders"."point_total" FROM "orders" WHERE "orders"."code" = "bonuses"."order_code"),
  round("bonuses"."amount" / "bonuses"."rate", 18)
)
WHERE "base" IS NULL AND "rate" IS NOT NULL;--> statement-breakpoint
UPDATE "bonuses" SET "sponsor_package_id" = "products"."id", "sponsor_bonus_levels" = "products"."bonus_levels"
FROM "users", "products"
WHERE "bonuses"."sponsor_package_id" IS NULL AND "users"."id" = "bonuses"."user_id" AND "products"."id" = "users"."package_id"
  AND "products"."bonus_levels" >= "bonuses"."level";
