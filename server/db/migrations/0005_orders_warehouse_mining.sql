CREATE TYPE "public"."order_method" AS ENUM('BANK', 'POINT');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('PENDING_PAYMENT', 'COMPLETED', 'CANCELLED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."warehouse_unit_status" AS ENUM('IN_STOCK', 'MINING');--> statement-breakpoint
CREATE TABLE "bank_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"order_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mining_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"power" numeric(38, 18) NOT NULL,
	"daily_reward" numeric(38, 18) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mining_contracts_unit_id_unique" UNIQUE("unit_id")
);
--> statement-breakpoint
CREATE TABLE "mining_rewards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mining_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mining_rewards_contract_day_unique" UNIQUE("contract_id","day")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(38, 18) NOT NULL,
	"unit_point_price" numeric(38, 18) NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"method" "order_method" NOT NULL,
	"symbol" "token_symbol",
	"status" "order_status" NOT NULL,
	"total" numeric(38, 18) NOT NULL,
	"point_total" numeric(38, 18) NOT NULL,
	"paid_amount" numeric(38, 18),
	"amount_vnd" bigint,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_code_unique" UNIQUE("code"),
	CONSTRAINT "orders_user_idempotency_unique" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."total" >= 0 AND "orders"."point_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "warehouse_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"status" "warehouse_unit_status" DEFAULT 'IN_STOCK' NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bonus_levels" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "daily_reward" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "contract_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "package_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mining_contracts" ADD CONSTRAINT "mining_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mining_contracts" ADD CONSTRAINT "mining_contracts_unit_id_warehouse_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."warehouse_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mining_contracts" ADD CONSTRAINT "mining_contracts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mining_rewards" ADD CONSTRAINT "mining_rewards_contract_id_mining_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."mining_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mining_rewards" ADD CONSTRAINT "mining_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mining_rewards" ADD CONSTRAINT "mining_rewards_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_units" ADD CONSTRAINT "warehouse_units_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_units" ADD CONSTRAINT "warehouse_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_units" ADD CONSTRAINT "warehouse_units_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mining_contracts_user_idx" ON "mining_contracts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mining_contracts_dates_idx" ON "mining_contracts" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "mining_rewards_user_day_idx" ON "mining_rewards" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_expires_idx" ON "orders" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "warehouse_units_user_idx" ON "warehouse_units" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_package_id_products_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "products" SET "bonus_levels" = 1 WHERE "code" = 'PKG-STARTER';--> statement-breakpoint
UPDATE "products" SET "bonus_levels" = 2 WHERE "code" = 'PKG-SILVER';--> statement-breakpoint
UPDATE "products" SET "bonus_levels" = 3 WHERE "code" = 'PKG-GOLD';--> statement-breakpoint
UPDATE "products" SET "daily_reward" = 0.02, "contract_days" = 540 WHERE "code" = 'MIN-1TIB';--> statement-breakpoint
UPDATE "products" SET "daily_reward" = 0.1, "contract_days" = 540 WHERE "code" = 'MIN-5TIB';--> statement-breakpoint
UPDATE "products" SET "daily_reward" = 0.2, "contract_days" = 540 WHERE "code" = 'MIN-10TIB';
