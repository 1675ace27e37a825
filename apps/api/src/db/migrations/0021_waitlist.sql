CREATE TABLE "waitlist_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"business_name" text NOT NULL,
	"service_ids" integer[] NOT NULL,
	"provider_ids" text[] NOT NULL,
	"licensure_state" text,
	"window_from" text NOT NULL,
	"window_to" text NOT NULL,
	"appointment_id" text,
	"channel" text NOT NULL,
	"contact_sealed" text NOT NULL,
	"contact_hash" text NOT NULL,
	"hash_key_id" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"leave_token_hash" text NOT NULL,
	"unanswered_offers" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"lapses_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_place" CHECK (cardinality("waitlist_entries"."provider_ids") > 0 or "waitlist_entries"."licensure_state" is not null)
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"service_ids" integer[] NOT NULL,
	"slot_minutes" integer NOT NULL,
	"reservation_code" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"appointment_id" text
);
--> statement-breakpoint
CREATE TABLE "waitlist_openings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"leased_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ALTER COLUMN "appointment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "waitlist_entry_id" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "waitlist_offer_id" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("confirmed_at","id") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_contact_idx" ON "waitlist_entries" USING btree ("contact_hash");--> statement-breakpoint
CREATE INDEX "waitlist_entries_lapse_idx" ON "waitlist_entries" USING btree ("lapses_at") WHERE "waitlist_entries"."status" in ('pending', 'waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_ended_idx" ON "waitlist_entries" USING btree ("ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_entry_seat_idx" ON "waitlist_offers" USING btree ("entry_id","provider_id","starts_at");--> statement-breakpoint
CREATE INDEX "waitlist_offers_seat_idx" ON "waitlist_offers" USING btree ("provider_id","starts_at");--> statement-breakpoint
CREATE INDEX "waitlist_offers_reservation_idx" ON "waitlist_offers" USING btree ("reservation_code");--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_openings_cell_idx" ON "waitlist_openings" USING btree ("provider_id","starts_at");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_waitlist_offer_id_waitlist_offers_id_fk" FOREIGN KEY ("waitlist_offer_id") REFERENCES "public"."waitlist_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_outbox_waitlist_entry_idx" ON "notification_outbox" USING btree ("waitlist_entry_id");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_subject" CHECK (("notification_outbox"."appointment_id" is null) <> ("notification_outbox"."waitlist_entry_id" is null));--> statement-breakpoint
-- A seat given back while anyone waits becomes an opening for the offer worker, in the transaction that gives it
-- back: a cancellation, a move, a released hold or the sweep of lapsed ones (decision 060). Deferred to the commit,
-- as the occupancy trigger is, so the opening's row is locked only for that instant.
CREATE FUNCTION "slot_claims_waitlist_opening"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "waitlist_entries" WHERE "status" IN ('waiting', 'offered')) THEN
    INSERT INTO "waitlist_openings" ("provider_id", "starts_at")
    VALUES (OLD."provider_id", OLD."starts_at")
    ON CONFLICT ("provider_id", "starts_at")
    DO UPDATE SET "generation" = "waitlist_openings"."generation" + 1, "leased_until" = NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "slot_claims_waitlist_opening"
  AFTER DELETE ON "slot_claims"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "slot_claims_waitlist_opening"();
--> statement-breakpoint
-- Hours added, a closure lifted or blocked time given back (the directory's rules move `rules_version`): while
-- anyone waits at the provider, one opening of the whole provider ('-infinity'), which the worker answers by looking
-- for free times in the next 14 days (decision 060).
CREATE FUNCTION "providers_waitlist_rescan"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "waitlist_entries" e
    WHERE e."status" IN ('waiting', 'offered')
      AND (NEW."id" = ANY (e."provider_ids")
           OR (e."licensure_state" IS NOT NULL AND NEW."kind" <> 'clinic'
               AND EXISTS (SELECT 1 FROM "provider_licenses" l
                           WHERE l."provider_id" = NEW."id" AND l."state_code" = e."licensure_state")))
  ) THEN
    INSERT INTO "waitlist_openings" ("provider_id", "starts_at")
    VALUES (NEW."id", '-infinity')
    ON CONFLICT ("provider_id", "starts_at")
    DO UPDATE SET "generation" = "waitlist_openings"."generation" + 1, "leased_until" = NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "providers_waitlist_rescan"
  AFTER UPDATE OF "rules_version" ON "providers"
  FOR EACH ROW WHEN (NEW."rules_version" IS DISTINCT FROM OLD."rules_version")
  EXECUTE FUNCTION "providers_waitlist_rescan"();
