-- A booking claims its seats before it writes the appointment, so a request that loses the seat stops before
-- doing the rest of the work; the claim's reference to the appointment is therefore checked at commit.
ALTER TABLE "slot_claims" ALTER CONSTRAINT "slot_claims_appointment_id_appointments_id_fk" DEFERRABLE INITIALLY DEFERRED;
