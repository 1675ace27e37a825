ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_confirm_code_idx" ON "appointments" USING btree ("confirm_code_hash");--> statement-breakpoint
-- The one-appointment-per-service-per-day rule for a move: as lock_patient_day_has_booked, but the appointments
-- being moved do not count against their own new day.
CREATE FUNCTION "lock_patient_day_has_other_booked"("p_key" text, "p_day" text, "p_service_ids" integer[], "p_moving" text[]) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('patient-day:' || "p_key" || ':' || "p_day", 0));
  RETURN EXISTS (
    SELECT 1 FROM "appointments"
    WHERE "patient_key" = "p_key" AND "local_date" = "p_day" AND "status" = 'BOOKED'
      AND "service_ids" && "p_service_ids" AND NOT ("id" = ANY("p_moving")));
END $$;
