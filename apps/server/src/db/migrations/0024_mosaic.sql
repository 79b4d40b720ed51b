CREATE SEQUENCE "public"."mosaic_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "mosaic_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"generation" integer NOT NULL,
	"cell" integer NOT NULL,
	"kind" text NOT NULL,
	"shoot_id" uuid,
	"source_event_id" uuid,
	"asset_id" uuid,
	"distance" real NOT NULL,
	"tile_key" text NOT NULL,
	"seq" bigint DEFAULT nextval('mosaic_seq') NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_reason" text
);
--> statement-breakpoint
CREATE TABLE "mosaic_walls" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"target_key" text,
	"features_key" text,
	"cell_map_key" text,
	"preview_key" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mosaic_placements" ADD CONSTRAINT "mosaic_placements_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosaic_placements" ADD CONSTRAINT "mosaic_placements_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosaic_walls" ADD CONSTRAINT "mosaic_walls_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mosaic_placements_cell_idx" ON "mosaic_placements" USING btree ("event_id","cell") WHERE "mosaic_placements"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mosaic_placements_shoot_idx" ON "mosaic_placements" USING btree ("event_id","shoot_id") WHERE "mosaic_placements"."removed_at" is null and "mosaic_placements"."shoot_id" is not null;--> statement-breakpoint
CREATE INDEX "mosaic_placements_seq_idx" ON "mosaic_placements" USING btree ("event_id","seq");--> statement-breakpoint
CREATE INDEX "mosaic_placements_shoot_lookup_idx" ON "mosaic_placements" USING btree ("shoot_id");