CREATE TABLE "slot_occupancy" (
	"provider_id" text NOT NULL,
	"day" date NOT NULL,
	"booked" "bytea" NOT NULL,
	"hold_cells" smallint[] DEFAULT '{}' NOT NULL,
	"hold_expiries" double precision[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "slot_occupancy_provider_id_day_pk" PRIMARY KEY("provider_id","day"),
	CONSTRAINT "slot_occupancy_day_of_cells" CHECK (length("slot_occupancy"."booked") = 96),
	CONSTRAINT "slot_occupancy_holds_paired" CHECK (cardinality("slot_occupancy"."hold_cells") = cardinality("slot_occupancy"."hold_expiries"))
);
--> statement-breakpoint
ALTER TABLE "slot_occupancy" ADD CONSTRAINT "slot_occupancy_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Adds (p_delta 1) or takes away (-1) one claimed seat of a cell in its provider-day row. A booking counts in the
-- cell's byte; a hold is kept with its expiry (epoch milliseconds, as searches compare it), since it stops
-- counting when it lapses.
CREATE FUNCTION "slot_occupancy_apply"("p_provider_id" text, "p_starts_at" timestamptz, "p_expires_at" timestamptz, "p_delta" integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  "v_day" date := ("p_starts_at" AT TIME ZONE 'UTC')::date;
  "v_cell" integer := floor(extract(epoch FROM ("p_starts_at" AT TIME ZONE 'UTC') - "v_day"::timestamp) / 900)::integer;
  "v_row" "slot_occupancy"%ROWTYPE;
  "v_expiry" double precision := extract(epoch FROM "p_expires_at") * 1000;
  "v_seats" integer;
  "v_at" integer;
BEGIN
  INSERT INTO "slot_occupancy" ("provider_id", "day", "booked")
  VALUES ("p_provider_id", "v_day", decode(repeat('00', 96), 'hex'))
  ON CONFLICT DO NOTHING;
  SELECT * INTO "v_row" FROM "slot_occupancy" WHERE "provider_id" = "p_provider_id" AND "day" = "v_day" FOR UPDATE;
  IF "p_expires_at" IS NULL THEN
    "v_seats" := get_byte("v_row"."booked", "v_cell") + "p_delta";
    IF "v_seats" < 0 OR "v_seats" > 255 THEN
      RAISE EXCEPTION 'slot_occupancy: % booked seats in a cell of % at %', "v_seats", "p_provider_id", "p_starts_at";
    END IF;
    UPDATE "slot_occupancy" SET "booked" = set_byte("booked", "v_cell", "v_seats")
    WHERE "provider_id" = "p_provider_id" AND "day" = "v_day";
  ELSIF "p_delta" > 0 THEN
    UPDATE "slot_occupancy"
    SET "hold_cells" = "hold_cells" || "v_cell"::smallint, "hold_expiries" = "hold_expiries" || "v_expiry"
    WHERE "provider_id" = "p_provider_id" AND "day" = "v_day";
  ELSE
    -- Two holds of one cell may share an expiry, so exactly one matching pair is taken out.
    "v_at" := (SELECT i FROM generate_subscripts("v_row"."hold_cells", 1) AS i
               WHERE "v_row"."hold_cells"[i] = "v_cell" AND "v_row"."hold_expiries"[i] = "v_expiry" LIMIT 1);
    IF "v_at" IS NULL THEN
      RAISE EXCEPTION 'slot_occupancy: no hold of % at % to take away', "p_provider_id", "p_starts_at";
    END IF;
    UPDATE "slot_occupancy"
    SET "hold_cells" = "hold_cells"[:"v_at" - 1] || "hold_cells"["v_at" + 1:],
        "hold_expiries" = "hold_expiries"[:"v_at" - 1] || "hold_expiries"["v_at" + 1:]
    WHERE "provider_id" = "p_provider_id" AND "day" = "v_day";
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "slot_claims_track_occupancy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "slot_occupancy_apply"(OLD."provider_id", OLD."starts_at", OLD."expires_at", -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "slot_occupancy_apply"(NEW."provider_id", NEW."starts_at", NEW."expires_at", 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deferred like the availability version, so a provider-day row is locked only for the instant of the commit,
-- not for the whole booking transaction.
CREATE CONSTRAINT TRIGGER "slot_claims_track_occupancy"
  AFTER INSERT OR UPDATE OR DELETE ON "slot_claims"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "slot_claims_track_occupancy"();
--> statement-breakpoint
-- Claims made before this migration.
SELECT "slot_occupancy_apply"("provider_id", "starts_at", "expires_at", 1) FROM "slot_claims";
