DROP INDEX "assets_customer_created_idx";--> statement-breakpoint
DROP INDEX "assets_public_created_idx";--> statement-breakpoint
DROP INDEX "events_customer_updated_idx";--> statement-breakpoint
CREATE INDEX "assets_customer_created_idx" ON "assets" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "assets_public_created_idx" ON "assets" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "assets"."is_public";--> statement-breakpoint
CREATE INDEX "events_customer_updated_idx" ON "events" USING btree ("customer_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);