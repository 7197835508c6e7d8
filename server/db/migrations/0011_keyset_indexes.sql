DROP INDEX "transactions_user_symbol_idx";--> statement-breakpoint
DROP INDEX "transactions_user_created_idx";--> statement-breakpoint
DROP INDEX "bonuses_user_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_unread_idx";--> statement-breakpoint
CREATE INDEX "transactions_user_created_id_idx" ON "transactions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_user_symbol_created_id_idx" ON "transactions" USING btree ("user_id","symbol","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_user_type_created_id_idx" ON "transactions" USING btree ("user_id","type","created_at","id");--> statement-breakpoint
CREATE INDEX "bonuses_user_created_transaction_idx" ON "bonuses" USING btree ("user_id","created_at","transaction_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_id_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_created_id_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_status_created_id_idx" ON "orders" USING btree ("user_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","created_at","id") WHERE "read_at" IS NULL;