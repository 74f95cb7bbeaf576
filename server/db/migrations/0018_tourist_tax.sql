CREATE TABLE "tourist_tax_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_reservation_id" integer NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"exemptions" jsonb NOT NULL,
	"due_cents" integer NOT NULL,
	"collected_cents" integer NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tourist_tax_records_room_reservation_id_unique" UNIQUE("room_reservation_id"),
	CONSTRAINT "tourist_tax_records_amounts" CHECK ("tourist_tax_records"."due_cents" >= 0 and "tourist_tax_records"."collected_cents" >= 0),
	CONSTRAINT "tourist_tax_records_method" CHECK (("tourist_tax_records"."status" = 'collected' and "tourist_tax_records"."method" in ('cash', 'card')) or ("tourist_tax_records"."status" = 'not_paid' and "tourist_tax_records"."method" is null and "tourist_tax_records"."collected_cents" = 0))
);
--> statement-breakpoint
ALTER TABLE "tourist_tax_records" ADD CONSTRAINT "tourist_tax_records_room_reservation_id_room_reservations_id_fk" FOREIGN KEY ("room_reservation_id") REFERENCES "public"."room_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tourist_tax_records" ADD CONSTRAINT "tourist_tax_records_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;