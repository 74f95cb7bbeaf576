CREATE TABLE "ssn_cure_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"ticket_cents" integer NOT NULL,
	"exempt_cents" integer NOT NULL,
	"visit_treatment_id" integer,
	"mud_treatment_id" integer,
	"bath_treatment_id" integer,
	"inhalation_treatment_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ssn_cure_settings_one_row" CHECK ("ssn_cure_settings"."id" = 1),
	CONSTRAINT "ssn_cure_settings_amounts" CHECK ("ssn_cure_settings"."ticket_cents" between 0 and 100000 and "ssn_cure_settings"."exempt_cents" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "ssn_cures" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"room_index" integer NOT NULL,
	"guest_index" integer NOT NULL,
	"cycle" varchar(16) NOT NULL,
	"sessions" integer NOT NULL,
	"exemption_code" varchar(8),
	"due_cents" integer NOT NULL,
	"visit_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ssn_cures_one_per_guest" UNIQUE("reservation_id","room_index","guest_index"),
	CONSTRAINT "ssn_cures_sessions" CHECK ("ssn_cures"."sessions" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "spa_appointments" ADD COLUMN "ssn_cure_id" integer;--> statement-breakpoint
ALTER TABLE "ssn_cure_settings" ADD CONSTRAINT "ssn_cure_settings_visit_treatment_id_spa_treatments_id_fk" FOREIGN KEY ("visit_treatment_id") REFERENCES "public"."spa_treatments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssn_cure_settings" ADD CONSTRAINT "ssn_cure_settings_mud_treatment_id_spa_treatments_id_fk" FOREIGN KEY ("mud_treatment_id") REFERENCES "public"."spa_treatments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssn_cure_settings" ADD CONSTRAINT "ssn_cure_settings_bath_treatment_id_spa_treatments_id_fk" FOREIGN KEY ("bath_treatment_id") REFERENCES "public"."spa_treatments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssn_cure_settings" ADD CONSTRAINT "ssn_cure_settings_inhalation_treatment_id_spa_treatments_id_fk" FOREIGN KEY ("inhalation_treatment_id") REFERENCES "public"."spa_treatments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssn_cures" ADD CONSTRAINT "ssn_cures_reservation_id_room_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."room_reservations"("id") ON DELETE cascade ON UPDATE no action;