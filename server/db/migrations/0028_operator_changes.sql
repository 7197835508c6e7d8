CREATE TYPE "public"."operator_change_kind" AS ENUM('CREATE', 'ROLE');--> statement-breakpoint
CREATE TABLE "operator_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "operator_change_kind" NOT NULL,
	"username" text NOT NULL,
	"role" "operator_role" NOT NULL,
	"previous_role" "operator_role",
	"status" "adjustment_status" NOT NULL,
	"requested_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reject_reason" text
);
--> statement-breakpoint
ALTER TABLE "operator_changes" ADD CONSTRAINT "operator_changes_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_changes" ADD CONSTRAINT "operator_changes_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_changes_one_pending_idx" ON "operator_changes" USING btree ("username") WHERE "operator_changes"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "operator_changes_status_created_idx" ON "operator_changes" USING btree ("status","created_at");