-- The one-appointment-per-service-per-day rule in one round trip: the patient's day is locked first, and the
-- check that follows (its own statement, so its own snapshot) sees every booking committed before the lock.
CREATE FUNCTION "lock_patient_day_has_booked"("p_key" text, "p_day" text, "p_service_ids" integer[]) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('patient-day:' || "p_key" || ':' || "p_day", 0));
  RETURN EXISTS (
    SELECT 1 FROM "appointments"
    WHERE "patient_key" = "p_key" AND "local_date" = "p_day" AND "status" = 'BOOKED'
      AND "service_ids" && "p_service_ids");
END $$;
