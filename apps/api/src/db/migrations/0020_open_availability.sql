-- The open availability feed names each vaccine service's product by its CVX code (decision 059).
ALTER TABLE "services" ADD COLUMN "vaccine_product" jsonb;--> statement-breakpoint
-- A booking made through a feed's deep link keeps the finder's `source` and `booking-referral` handles.
ALTER TABLE "appointments" ADD COLUMN "referral_source" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "booking_referral" text;
