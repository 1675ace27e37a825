ALTER TABLE "appointments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_language" CHECK ("appointments"."language" in ('en', 'es'));--> statement-breakpoint
-- The messages' texts live in the server's catalogs now (decision 058): the stored copy is no longer read or served.
DELETE FROM "content_objects" WHERE "schema" = 'notification-texts';