ALTER TABLE "vb_sessions" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Sessions started before the column: the organiser testing a draft is known by the test pictures taken in them.
UPDATE "vb_sessions" SET "is_test" = true WHERE EXISTS (SELECT 1 FROM "shoots" WHERE "shoots"."session_id" = "vb_sessions"."id" AND "shoots"."is_test");
