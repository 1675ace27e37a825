CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" text,
	"role" text,
	"auth_method" text NOT NULL,
	"session" text,
	"action" text NOT NULL,
	"subject_kind" text,
	"subject_id" text,
	"clinic_id" text,
	"outcome" text NOT NULL,
	"reason" text,
	"request_id" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"role" text NOT NULL,
	"scope" text NOT NULL,
	"scope_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_grants_scope_id" CHECK (("staff_grants"."scope" = 'chain') = ("staff_grants"."scope_id" is null))
);
--> statement-breakpoint
CREATE TABLE "staff_invites" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"grants" jsonb NOT NULL,
	"staff_id" text,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint NOT NULL,
	"transports" text[] NOT NULL,
	"backed_up" boolean NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL,
	"passkey_id" text NOT NULL,
	"csrf_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webauthn_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"invite_token_hash" text,
	"session_id_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "staff_grants" ADD CONSTRAINT "staff_grants_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_staff_idx" ON "staff_audit" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "staff_audit_subject_idx" ON "staff_audit" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "staff_grants_staff_idx" ON "staff_grants" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_email_idx" ON "staff_members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "staff_passkeys_staff_idx" ON "staff_passkeys" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "appointments_provider_starts_idx" ON "appointments" USING btree ("provider_id","starts_at");--> statement-breakpoint
CREATE FUNCTION "staff_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_update_or_delete" BEFORE UPDATE OR DELETE ON "staff_audit"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "staff_audit_no_truncate" BEFORE TRUNCATE ON "staff_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_append_only"();
