-- The spa's treatments and their schedule (docs/product.md §16, decision 048).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "spa_treatments" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"vat_rate" integer DEFAULT 22 NOT NULL,
	"skill" text NOT NULL,
	"cabin_kind" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "spa_treatments_duration" CHECK ("duration_minutes" between 5 and 480),
	CONSTRAINT "spa_treatments_price" CHECK ("price_cents" >= 0),
	CONSTRAINT "spa_treatments_vat" CHECK ("vat_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "spa_therapists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"skills" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spa_therapist_hours" (
	"therapist_id" integer NOT NULL REFERENCES "spa_therapists"("id") ON DELETE cascade,
	"weekday" integer NOT NULL,
	"starts" varchar(5) NOT NULL,
	"ends" varchar(5) NOT NULL,
	CONSTRAINT "spa_therapist_hours_pk" PRIMARY KEY ("therapist_id", "weekday"),
	CONSTRAINT "spa_therapist_hours_weekday" CHECK ("weekday" between 1 and 7),
	CONSTRAINT "spa_therapist_hours_order" CHECK ("starts" < "ends")
);
--> statement-breakpoint
CREATE TABLE "spa_cabins" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" text NOT NULL,
	"opens" varchar(5) NOT NULL,
	"closes" varchar(5) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "spa_cabins_order" CHECK ("opens" < "closes")
);
--> statement-breakpoint
CREATE TABLE "spa_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"therapist_id" integer NOT NULL REFERENCES "spa_therapists"("id"),
	"cabin_id" integer REFERENCES "spa_cabins"("id"),
	"treatment_id" integer REFERENCES "spa_treatments"("id"),
	"reservation_id" integer REFERENCES "room_reservations"("id"),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price_cents" integer,
	"vat_rate" integer,
	"reason" varchar(255),
	"created_by" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spa_appointments_kind" CHECK ("kind" in ('treatment', 'block')),
	CONSTRAINT "spa_appointments_order" CHECK ("ends_at" > "starts_at"),
	CONSTRAINT "spa_appointments_treatment" CHECK ("kind" = 'block' OR ("cabin_id" IS NOT NULL AND "treatment_id" IS NOT NULL AND "price_cents" IS NOT NULL)),
	-- Nobody and nothing is booked twice: the database itself refuses an overlap (decision 048).
	CONSTRAINT "spa_appointments_therapist_free" EXCLUDE USING gist ("therapist_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("cancelled_at" IS NULL),
	CONSTRAINT "spa_appointments_cabin_free" EXCLUDE USING gist ("cabin_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("cancelled_at" IS NULL AND "cabin_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "spa_appointments_reservation_idx" ON "spa_appointments" USING btree ("reservation_id");
