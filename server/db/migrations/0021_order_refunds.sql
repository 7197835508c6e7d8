ALTER TYPE "public"."notification_type" ADD VALUE 'ORDER_REFUNDED';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'REFUNDED';--> statement-breakpoint
ALTER TYPE "public"."transaction_type" ADD VALUE 'ORDER_REFUND';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;