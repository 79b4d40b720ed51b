CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"booth_type" text NOT NULL,
	"dimension" text NOT NULL,
	"device_orientation" text NOT NULL,
	"event_type" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"auto_public" boolean DEFAULT false NOT NULL,
	"use_as_example" boolean DEFAULT false NOT NULL,
	"lock_password_hash" text,
	"settings" jsonb NOT NULL,
	"pictures" integer DEFAULT 0 NOT NULL,
	"pictures_all_time" integer DEFAULT 0 NOT NULL,
	"pictures_deleted" integer DEFAULT 0 NOT NULL,
	"last_picture_at" timestamp with time zone,
	"generic_url_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generic_urls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "generic_urls_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "links" (
	"slug" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_generic_url_id_generic_urls_id_fk" FOREIGN KEY ("generic_url_id") REFERENCES "public"."generic_urls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_urls" ADD CONSTRAINT "generic_urls_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_customer_updated_idx" ON "events" USING btree ("customer_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "events_generic_url_idx" ON "events" USING btree ("generic_url_id") WHERE "events"."generic_url_id" is not null;--> statement-breakpoint
CREATE INDEX "generic_urls_customer_idx" ON "generic_urls" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "links_customer_event_idx" ON "links" USING btree ("customer_id","event_id");--> statement-breakpoint
CREATE INDEX "links_event_idx" ON "links" USING btree ("event_id");