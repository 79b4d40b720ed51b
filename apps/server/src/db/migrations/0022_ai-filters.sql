CREATE TABLE "ai_executions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"filter_id" uuid,
	"filter_slug" text NOT NULL,
	"prompt_id" uuid,
	"event_id" uuid,
	"shoot_id" uuid,
	"purpose" text NOT NULL,
	"variant" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"failure" text,
	"provider" text NOT NULL,
	"pin" jsonb,
	"credits" integer DEFAULT 0 NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"input_key" text NOT NULL,
	"input_mimetype" text NOT NULL,
	"result_key" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"filter_id" text DEFAULT '' NOT NULL,
	"male_filter_id" text DEFAULT '' NOT NULL,
	"female_filter_id" text DEFAULT '' NOT NULL,
	"use_separate_ids" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"filter_type" text NOT NULL,
	"provider" text NOT NULL,
	"provider_options" jsonb NOT NULL,
	"prompt" jsonb NOT NULL,
	"active_prompt_id" uuid,
	"pin" jsonb,
	"thumbnail_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filter_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"positive_prompt" text NOT NULL,
	"negative_prompt" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "ai_executions" ADD CONSTRAINT "ai_executions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_executions" ADD CONSTRAINT "ai_executions_filter_id_ai_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."ai_filters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_executions" ADD CONSTRAINT "ai_executions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_filters" ADD CONSTRAINT "ai_filters_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_prompts" ADD CONSTRAINT "ai_prompts_filter_id_ai_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."ai_filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_prompts" ADD CONSTRAINT "ai_prompts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_executions_customer_idx" ON "ai_executions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_executions_estimate_idx" ON "ai_executions" USING btree ("filter_id","status","finished_at");--> statement-breakpoint
CREATE INDEX "ai_executions_shoot_idx" ON "ai_executions" USING btree ("shoot_id");--> statement-breakpoint
CREATE INDEX "ai_executions_event_idx" ON "ai_executions" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_filters_slug_idx" ON "ai_filters" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "ai_filters_customer_idx" ON "ai_filters" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_filters_public_idx" ON "ai_filters" USING btree ("is_public");--> statement-breakpoint
CREATE INDEX "ai_prompts_filter_idx" ON "ai_prompts" USING btree ("filter_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_prompts_customer_idx" ON "ai_prompts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_entries_event_idx" ON "credit_entries" USING btree ("event_id");