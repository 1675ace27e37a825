CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"schema_version" text NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"confirm_code_hash" text NOT NULL,
	"provider_id" text NOT NULL,
	"business_name" text NOT NULL,
	"service_ids" integer[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"local_date" text NOT NULL,
	"status" text NOT NULL,
	"first_appointment_id" text,
	"patient_key" text NOT NULL,
	"patient_data" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" text NOT NULL,
	"provider_id" text,
	"appointment_id" text,
	"reservation_code" text,
	"request_id" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "benefit_code_clinics" (
	"code" text NOT NULL,
	"provider_id" text NOT NULL,
	CONSTRAINT "benefit_code_clinics_code_provider_id_pk" PRIMARY KEY("code","provider_id")
);
--> statement-breakpoint
CREATE TABLE "benefit_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_svg" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"division_number" text NOT NULL,
	"store_number" text NOT NULL,
	"brand_slug" text NOT NULL,
	"vanity_name" text NOT NULL,
	"legal_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"postal_code" text NOT NULL,
	"county" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"accepts_walk_ins" boolean NOT NULL,
	"wait_minutes" integer,
	"is_scheduler_enabled" boolean NOT NULL,
	"is_telehealth_enabled" boolean NOT NULL,
	"ride_share_promo" jsonb
);
--> statement-breakpoint
CREATE TABLE "confirm_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "content_documents_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "content_objects" (
	"schema" text NOT NULL,
	"version" text NOT NULL,
	"dir" text NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_objects_schema_version_dir_name_pk" PRIMARY KEY("schema","version","dir","name")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_licenses" (
	"provider_id" text NOT NULL,
	"state_code" text NOT NULL,
	CONSTRAINT "provider_licenses_provider_id_state_code_pk" PRIMARY KEY("provider_id","state_code")
);
--> statement-breakpoint
CREATE TABLE "provider_services" (
	"provider_id" text NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "provider_services_provider_id_service_id_pk" PRIMARY KEY("provider_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"business_name" text NOT NULL,
	"name" text NOT NULL,
	"qualification" text,
	"image" text,
	"description" text,
	"time_zone" text NOT NULL,
	"operating_hours" jsonb NOT NULL,
	"slot_capacity" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_name" text NOT NULL,
	"business_names" text[] NOT NULL,
	"max_days_ahead" integer,
	"followup_service_id" integer,
	"followup_after_days" integer,
	"group_order" integer NOT NULL,
	"order" integer NOT NULL,
	"is_vaccine" boolean DEFAULT false NOT NULL,
	"is_covid_vaccine" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"lead_time" integer DEFAULT 0 NOT NULL,
	"dose" integer,
	"slot_minutes" integer DEFAULT 15 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_claims" (
	"provider_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"seat" integer NOT NULL,
	"capacity" integer NOT NULL,
	"service_id" integer NOT NULL,
	"reservation_code" text,
	"expires_at" timestamp with time zone,
	"appointment_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "slot_claims_provider_id_starts_at_seat_pk" PRIMARY KEY("provider_id","starts_at","seat"),
	CONSTRAINT "slot_claims_seat_within_capacity" CHECK ("slot_claims"."seat" >= 1 and "slot_claims"."seat" <= "slot_claims"."capacity"),
	CONSTRAINT "slot_claims_hold_or_booking" CHECK (("slot_claims"."expires_at" is null) <> ("slot_claims"."appointment_id" is null))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_code_clinics" ADD CONSTRAINT "benefit_code_clinics_code_benefit_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."benefit_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_code_clinics" ADD CONSTRAINT "benefit_code_clinics_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_brand_slug_brands_slug_fk" FOREIGN KEY ("brand_slug") REFERENCES "public"."brands"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_licenses" ADD CONSTRAINT "provider_licenses_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_services" ADD CONSTRAINT "provider_services_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_services" ADD CONSTRAINT "provider_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_patient_day_idx" ON "appointments" USING btree ("patient_key","local_date");--> statement-breakpoint
CREATE INDEX "appointments_first_idx" ON "appointments" USING btree ("first_appointment_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "clinics_store_idx" ON "clinics" USING btree ("division_number","store_number");--> statement-breakpoint
CREATE INDEX "clinics_lat_lng_idx" ON "clinics" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "confirm_attempts_scope_at_idx" ON "confirm_attempts" USING btree ("scope","at");--> statement-breakpoint
CREATE INDEX "provider_licenses_state_idx" ON "provider_licenses" USING btree ("state_code");--> statement-breakpoint
CREATE INDEX "provider_services_service_idx" ON "provider_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "slot_claims_starts_idx" ON "slot_claims" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "slot_claims_reservation_idx" ON "slot_claims" USING btree ("reservation_code");--> statement-breakpoint
CREATE INDEX "slot_claims_appointment_idx" ON "slot_claims" USING btree ("appointment_id");