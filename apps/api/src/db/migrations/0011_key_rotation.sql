ALTER TABLE "idempotency_keys" ALTER COLUMN "request_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "hash_key_id" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "confirm_code_sealed" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "opt_out_hash" text;--> statement-breakpoint
-- The one-appointment-per-service-per-day rule with the patient's hash under every listed key (decision 039), so
-- that a booking hashed under an older key, not yet re-keyed, still counts; for a booking and for a move (whose
-- appointments do not count against their own new day; none for a booking). Each hash's day lock is taken, in
-- one order for every caller; the hash under the key a process of the release before writes with is among them,
-- so both releases serialise on it while they run side by side.
CREATE FUNCTION "lock_patient_day_has_booked_any"("p_keys" text[], "p_day" text, "p_service_ids" integer[], "p_moving" text[]) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
DECLARE "k" text;
BEGIN
  FOR "k" IN SELECT DISTINCT "key" FROM unnest("p_keys") AS "key" ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(hashtextextended('patient-day:' || "k" || ':' || "p_day", 0));
  END LOOP;
  RETURN EXISTS (
    SELECT 1 FROM "appointments"
    WHERE "patient_key" = ANY("p_keys") AND "local_date" = "p_day" AND "status" = 'BOOKED'
      AND "service_ids" && "p_service_ids" AND NOT ("id" = ANY("p_moving")));
END $$;
