ALTER TABLE "closures" ADD COLUMN "kind" text DEFAULT 'closure' NOT NULL;--> statement-breakpoint
ALTER TABLE "closures" ADD COLUMN "series" text;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_kind" CHECK ("closures"."kind" in ('closure', 'block'));