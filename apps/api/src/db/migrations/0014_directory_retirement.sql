ALTER TABLE "brands" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "rules_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "retired_at" timestamp with time zone;