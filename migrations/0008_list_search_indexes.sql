DROP INDEX "properties_created_at_idx";--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
CREATE INDEX "properties_created_id_idx" ON "properties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "properties_price_id_idx" ON "properties" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "properties_size_id_idx" ON "properties" USING btree ("size","id");--> statement-breakpoint
CREATE INDEX "properties_offer_newest_idx" ON "properties" USING btree ("transaction_type","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_offer_price_idx" ON "properties" USING btree ("transaction_type","price","id");--> statement-breakpoint
CREATE INDEX "properties_offer_size_idx" ON "properties" USING btree ("transaction_type","size","id");--> statement-breakpoint
CREATE INDEX "properties_features_idx" ON "properties" USING gin ("features");