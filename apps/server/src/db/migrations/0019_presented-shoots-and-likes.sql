CREATE TABLE "presented_shoots" (
	"shoot_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"opted_in" boolean NOT NULL,
	"presented_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "microsite_likes" (
	"shoot_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"liked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "microsite_likes_shoot_id_visitor_pk" PRIMARY KEY("shoot_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "microsite_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presented_shoots" ADD CONSTRAINT "presented_shoots_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "microsite_likes" ADD CONSTRAINT "microsite_likes_shoot_id_shoots_id_fk" FOREIGN KEY ("shoot_id") REFERENCES "public"."shoots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presented_shoots_event_idx" ON "presented_shoots" USING btree ("event_id");