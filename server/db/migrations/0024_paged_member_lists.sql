DROP INDEX "mining_contracts_user_idx";--> statement-breakpoint
DROP INDEX "warehouse_units_user_idx";--> statement-breakpoint
CREATE INDEX "mining_contracts_user_created_id_idx" ON "mining_contracts" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "warehouse_units_user_created_id_idx" ON "warehouse_units" USING btree ("user_id","created_at","id");