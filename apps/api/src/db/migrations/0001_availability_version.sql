ALTER TABLE "providers" ADD COLUMN "availability_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any change to a provider's claims moves its availability version. The trigger is deferred to commit so the
-- provider row is locked only for the instant of the commit, not for the whole booking transaction.
CREATE FUNCTION "bump_availability_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "providers" SET "availability_version" = "availability_version" + 1
  WHERE "id" = coalesce(NEW."provider_id", OLD."provider_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "slot_claims_bump_availability_version"
  AFTER INSERT OR UPDATE OR DELETE ON "slot_claims"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
-- Hours, zone and capacity decide slots too.
CREATE FUNCTION "provider_rules_bump_availability_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."operating_hours" IS DISTINCT FROM OLD."operating_hours"
     OR NEW."time_zone" IS DISTINCT FROM OLD."time_zone"
     OR NEW."slot_capacity" IS DISTINCT FROM OLD."slot_capacity" THEN
    NEW."availability_version" := OLD."availability_version" + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "providers_bump_availability_version"
  BEFORE UPDATE ON "providers"
  FOR EACH ROW EXECUTE FUNCTION "provider_rules_bump_availability_version"();
