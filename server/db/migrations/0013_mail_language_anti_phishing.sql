CREATE TYPE "public"."locale" AS ENUM('vi-VN', 'en-US');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "locale" DEFAULT 'vi-VN' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anti_phishing_phrase" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "language" "locale";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "kind" text;