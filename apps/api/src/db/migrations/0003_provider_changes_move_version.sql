-- Reused availability includes the provider's card (name, address, brand, services), so any change to what a
-- search shows about a provider moves its availability version, not only its claims and slot rules.
CREATE OR REPLACE FUNCTION "provider_rules_bump_availability_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The claims trigger moves the version itself; any other change to the row moves it here.
  IF NEW IS DISTINCT FROM OLD AND NEW."availability_version" = OLD."availability_version" THEN
    NEW."availability_version" := OLD."availability_version" + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Statement-level, so seeding thousands of rows moves each provider once per statement, not once per row.
CREATE FUNCTION "changed_rows_bump_availability_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "providers" SET "availability_version" = "availability_version" + 1
    WHERE "id" IN (SELECT "provider_id" FROM "old_rows");
  ELSE
    UPDATE "providers" SET "availability_version" = "availability_version" + 1
    WHERE "id" IN (SELECT "provider_id" FROM "new_rows");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clinics_inserted_bump_availability_version" AFTER INSERT ON "clinics"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "changed_rows_bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "clinics_updated_bump_availability_version" AFTER UPDATE ON "clinics"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "changed_rows_bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "clinics_deleted_bump_availability_version" AFTER DELETE ON "clinics"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "changed_rows_bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "provider_services_inserted_bump_availability_version" AFTER INSERT ON "provider_services"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "changed_rows_bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "provider_services_updated_bump_availability_version" AFTER UPDATE ON "provider_services"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "changed_rows_bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "provider_services_deleted_bump_availability_version" AFTER DELETE ON "provider_services"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "changed_rows_bump_availability_version"();
--> statement-breakpoint
CREATE FUNCTION "brand_bump_availability_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "providers" SET "availability_version" = "availability_version" + 1
  WHERE "id" IN (SELECT "provider_id" FROM "clinics" WHERE "brand_slug" = NEW."slug");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "brands_bump_availability_version" AFTER UPDATE ON "brands"
  FOR EACH ROW EXECUTE FUNCTION "brand_bump_availability_version"();
