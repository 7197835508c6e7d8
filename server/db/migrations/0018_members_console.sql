CREATE TYPE "public"."adjustment_direction" AS ENUM('CREDIT', 'DEBIT');--> statement-breakpoint
CREATE TYPE "public"."adjustment_status" AS ENUM('PENDING', 'APPLIED', 'REJECTED');--> statement-breakpoint
ALTER TYPE "public"."transaction_type" ADD VALUE 'ADJUSTMENT';--> statement-breakpoint
CREATE TABLE "ledger_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"symbol" "token_symbol" NOT NULL,
	"direction" "adjustment_direction" NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"usdt_value" numeric(38, 18) NOT NULL,
	"reason" text NOT NULL,
	"status" "adjustment_status" NOT NULL,
	"reference" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	CONSTRAINT "ledger_adjustments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "ledger_adjustments_amount_positive" CHECK ("ledger_adjustments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lock_reason" text;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_adjustments_status_created_idx" ON "ledger_adjustments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ledger_adjustments_user_created_idx" ON "ledger_adjustments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree ("username" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_phone_prefix_idx" ON "users" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_referral_code_prefix_idx" ON "users" USING btree ("referral_code" text_pattern_ops);