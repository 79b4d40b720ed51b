CREATE TABLE "event_test_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_test_links" ADD CONSTRAINT "event_test_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_test_links_token_hash_idx" ON "event_test_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "event_test_links_event_idx" ON "event_test_links" USING btree ("event_id");