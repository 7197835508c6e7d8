CREATE TABLE "operator_devices" (
	"operator_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_sign_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operator_devices_operator_id_device_hash_pk" PRIMARY KEY("operator_id","device_hash")
);
--> statement-breakpoint
ALTER TABLE "member_devices" ADD COLUMN "signed_in" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_devices" ADD CONSTRAINT "operator_devices_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;