CREATE TABLE "booth_activity" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"session_id" uuid,
	"shoot_id" uuid,
	"action" text NOT NULL,
	"channel" text,
	"kind" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"source" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"first_accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deletion_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"event_name" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"rule" jsonb NOT NULL,
	"warned_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	"counts" jsonb,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deleted_shoots" (
	"slug" text PRIMARY KEY NOT NULL,
	"shoot_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booth_activity" ADD CONSTRAINT "booth_activity_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_versions" ADD CONSTRAINT "consent_versions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_links" ADD CONSTRAINT "export_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_activity_event_action_idx" ON "booth_activity" USING btree ("event_id","action","channel");--> statement-breakpoint
CREATE INDEX "consent_versions_event_idx" ON "consent_versions" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deletion_records_event_date_idx" ON "deletion_records" USING btree ("event_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "export_links_expires_idx" ON "export_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "deleted_shoots_event_idx" ON "deleted_shoots" USING btree ("event_id");