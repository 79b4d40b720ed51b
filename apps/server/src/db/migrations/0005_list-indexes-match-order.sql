DROP INDEX "shoots_event_created_idx";--> statement-breakpoint
DROP INDEX "vb_sessions_event_created_idx";--> statement-breakpoint
CREATE INDEX "shoots_event_created_idx" ON "shoots" USING btree ("event_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vb_sessions_event_created_idx" ON "vb_sessions" USING btree ("event_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);