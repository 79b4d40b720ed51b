CREATE TABLE "microsite_clicks" (
	"shoot_id" uuid NOT NULL,
	"button" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"last_clicked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "microsite_clicks_shoot_id_button_pk" PRIMARY KEY("shoot_id","button")
);
--> statement-breakpoint
CREATE TABLE "microsite_views" (
	"shoot_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"last_viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shoots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"session_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"input" jsonb NOT NULL,
	"renditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"width" integer,
	"height" integer,
	"face_count" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"client_approval" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"user_feedback" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"processing_time" integer,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vb_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "microsite_clicks" ADD CONSTRAINT "microsite_clicks_shoot_id_shoots_id_fk" FOREIGN KEY ("shoot_id") REFERENCES "public"."shoots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsite_views" ADD CONSTRAINT "microsite_views_shoot_id_shoots_id_fk" FOREIGN KEY ("shoot_id") REFERENCES "public"."shoots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shoots" ADD CONSTRAINT "shoots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vb_sessions" ADD CONSTRAINT "vb_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "microsite_views_event_idx" ON "microsite_views" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shoots_slug_idx" ON "shoots" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "shoots_event_created_idx" ON "shoots" USING btree ("event_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "vb_sessions_token_idx" ON "vb_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vb_sessions_event_created_idx" ON "vb_sessions" USING btree ("event_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);