CREATE TYPE "public"."locale" AS ENUM('vi-VN', 'en-US');--> statement-breakpoint
CREATE TYPE "public"."withdraw_address_source" AS ENUM('MEMBER', 'WALLET_LINK');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'WITHDRAWAL_REQUESTED' BEFORE 'NEW_DEVICE_SIGN_IN';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'WITHDRAWAL_CANCELLED' BEFORE 'NEW_DEVICE_SIGN_IN';--> statement-breakpoint
ALTER TYPE "public"."setting_group" ADD VALUE 'SECURITY';--> statement-breakpoint
ALTER TYPE "public"."transaction_status" ADD VALUE 'CANCELLED';--> statement-breakpoint
ALTER TYPE "public"."withdrawal_status" ADD VALUE 'CANCELLED';--> statement-breakpoint
CREATE TABLE "withdraw_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"label" text NOT NULL,
	"source" "withdraw_address_source" DEFAULT 'MEMBER' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"usable_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint NOT NULL,
	"transports" text NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "passkeys_credential_id_unique" UNIQUE("credential_id")
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recovery_codes_user_code_unique" UNIQUE("user_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "webauthn_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webauthn_challenges_challenge_unique" UNIQUE("challenge")
);
--> statement-breakpoint
DROP INDEX "withdrawals_user_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "locale" DEFAULT 'vi-VN' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anti_phishing_phrase" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "money_out_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "language" "locale";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "security_tokens" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "address_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "address_label" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "chain_id" integer DEFAULT 56 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "tx_hash" text;--> statement-breakpoint
ALTER TABLE "withdraw_addresses" ADD CONSTRAINT "withdraw_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdraw_addresses_user_created_idx" ON "withdraw_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_addresses_user_address_live_unique" ON "withdraw_addresses" USING btree ("user_id","address") WHERE "withdraw_addresses"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "passkeys_user_id_idx" ON "passkeys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webauthn_challenges_expires_at_idx" ON "webauthn_challenges" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_address_id_withdraw_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."withdraw_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_user_created_id_idx" ON "withdrawals" USING btree ("user_id","created_at","id");