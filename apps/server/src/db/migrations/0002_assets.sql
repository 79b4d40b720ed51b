CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"upload_id" uuid,
	"originalname" text NOT NULL,
	"encoding" text NOT NULL,
	"mimetype" text NOT NULL,
	"file_key" text NOT NULL,
	"file_size" integer NOT NULL,
	"thumbnail_key" text,
	"width" integer,
	"height" integer,
	"orientation" text,
	"asset_type" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"font_name" text,
	"font_family" text,
	"font_style" text,
	"font_weight" integer,
	"font_color" text,
	"font_size" double precision,
	"status" text DEFAULT 'ready' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assets_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_customer_created_idx" ON "assets" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assets_public_created_idx" ON "assets" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "assets"."is_public";--> statement-breakpoint
CREATE UNIQUE INDEX "assets_customer_upload_idx" ON "assets" USING btree ("customer_id","upload_id");