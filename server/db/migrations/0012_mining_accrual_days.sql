CREATE TABLE "mining_accrual_days" (
	"day" date PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"contracts" integer DEFAULT 0 NOT NULL,
	"amount" numeric(38, 18) DEFAULT '0' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "mining_accrual_days_status" CHECK ("mining_accrual_days"."status" IN ('RUNNING', 'PAID', 'FAILED'))
);
