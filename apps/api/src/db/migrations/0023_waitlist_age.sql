-- A "notify me" patient younger than the minimum age keeps a sealed date of birth while waiting (decision 065).
ALTER TABLE "waitlist_entries" ADD COLUMN "date_of_birth_sealed" text;