CREATE TABLE "print_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"shoot_id" uuid NOT NULL,
	"job_key" text NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"hold_reason" text,
	"copies" integer NOT NULL,
	"automatic" boolean NOT NULL,
	"direct_send" boolean DEFAULT false NOT NULL,
	"printer_address" text,
	"printer_uri" text,
	"printer" jsonb,
	"device_id" uuid,
	"print_server_id" uuid,
	"lease_until" timestamp with time zone,
	"not_before" timestamp with time zone,
	"ipp_job_id" integer,
	"recipient" jsonb,
	"sender" jsonb,
	"payment_session" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"reprint_of" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"printed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "device_pairings" ADD COLUMN "kind" text DEFAULT 'kiosk' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "kind" text DEFAULT 'kiosk' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "printers" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "printers_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_shoot_id_shoots_id_fk" FOREIGN KEY ("shoot_id") REFERENCES "public"."shoots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_print_server_id_devices_id_fk" FOREIGN KEY ("print_server_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_key_idx" ON "print_jobs" USING btree ("shoot_id","job_key");--> statement-breakpoint
CREATE INDEX "print_jobs_event_idx" ON "print_jobs" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "print_jobs_open_idx" ON "print_jobs" USING btree ("customer_id","created_at","id") WHERE "print_jobs"."state" in ('queued', 'sending', 'printing', 'held');--> statement-breakpoint
CREATE INDEX "print_jobs_payment_idx" ON "print_jobs" USING btree ("payment_session");