CREATE TABLE "city_tax_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"valid_from" date NOT NULL,
	"per_person_night_cents" integer NOT NULL,
	"max_nights_taxed" integer,
	"exempt_under_age" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "city_tax_settings_valid_from_unique" UNIQUE("valid_from"),
	CONSTRAINT "city_tax_settings_rate" CHECK ("city_tax_settings"."per_person_night_cents" between 0 and 10000),
	CONSTRAINT "city_tax_settings_nights" CHECK ("city_tax_settings"."max_nights_taxed" is null or "city_tax_settings"."max_nights_taxed" between 1 and 365),
	CONSTRAINT "city_tax_settings_age" CHECK ("city_tax_settings"."exempt_under_age" is null or "city_tax_settings"."exempt_under_age" between 1 and 18)
);
--> statement-breakpoint
ALTER TABLE "room_reservations" ADD COLUMN "city_tax_rules" jsonb;--> statement-breakpoint
ALTER TABLE "city_tax_settings" ADD CONSTRAINT "city_tax_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;