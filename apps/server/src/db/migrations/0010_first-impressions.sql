ALTER TABLE "customers" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shoots" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;