CREATE TABLE "closures" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text,
	"starts_local" timestamp NOT NULL,
	"ends_local" timestamp NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "closures_ends_after_starts" CHECK ("closures"."ends_local" > "closures"."starts_local")
);
--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closures_provider_ends_idx" ON "closures" USING btree ("provider_id","ends_local");--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "weekly_hours" jsonb;--> statement-breakpoint
-- One day of the old shape ({start, end, breakStart?, breakEnd?} or null) as the new one ({opens, closes, breaks}).
CREATE FUNCTION "weekday_hours_from_day_hours"("day" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof("day") IS DISTINCT FROM 'object' THEN 'null'::jsonb
    ELSE jsonb_build_object(
      'opens', "day"->'start',
      'closes', "day"->'end',
      'breaks', CASE
        WHEN "day" ? 'breakStart' AND "day" ? 'breakEnd'
          THEN jsonb_build_array(jsonb_build_object('start', "day"->'breakStart', 'end', "day"->'breakEnd'))
        ELSE '[]'::jsonb
      END)
  END
$$;
--> statement-breakpoint
UPDATE "providers" SET "weekly_hours" = jsonb_build_object(
  'monday', "weekday_hours_from_day_hours"("operating_hours"->'mondayToFriday'),
  'tuesday', "weekday_hours_from_day_hours"("operating_hours"->'mondayToFriday'),
  'wednesday', "weekday_hours_from_day_hours"("operating_hours"->'mondayToFriday'),
  'thursday', "weekday_hours_from_day_hours"("operating_hours"->'mondayToFriday'),
  'friday', "weekday_hours_from_day_hours"("operating_hours"->'mondayToFriday'),
  'saturday', "weekday_hours_from_day_hours"("operating_hours"->'saturday'),
  'sunday', "weekday_hours_from_day_hours"("operating_hours"->'sunday'));--> statement-breakpoint
DROP FUNCTION "weekday_hours_from_day_hours"(jsonb);--> statement-breakpoint
ALTER TABLE "providers" ALTER COLUMN "weekly_hours" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "operating_hours";--> statement-breakpoint
-- A change of weekly_hours already moves the provider's version: the row trigger of migration 0003 moves it on
-- any change to the row. Closures decide slots too. Statement-level, so importing thousands of closures moves
-- each provider once per statement; a chain-wide closure (no provider) moves every provider. An update moves
-- the providers before and after it, in case a closure changed hands.
CREATE FUNCTION "closures_bump_availability_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "providers" SET "availability_version" = "availability_version" + 1
    WHERE "id" IN (SELECT "provider_id" FROM "old_rows")
       OR EXISTS (SELECT 1 FROM "old_rows" WHERE "provider_id" IS NULL);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "providers" SET "availability_version" = "availability_version" + 1
    WHERE "id" IN (SELECT "provider_id" FROM "new_rows")
       OR EXISTS (SELECT 1 FROM "new_rows" WHERE "provider_id" IS NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "closures_inserted_bump_availability_version" AFTER INSERT ON "closures"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "closures_bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "closures_updated_bump_availability_version" AFTER UPDATE ON "closures"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "closures_bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "closures_deleted_bump_availability_version" AFTER DELETE ON "closures"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "closures_bump_availability_version"();
