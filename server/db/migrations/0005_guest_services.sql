CREATE TABLE "airport_transfer_requests" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"airport" text NOT NULL,
	"people" integer NOT NULL,
	"flight_number" text NOT NULL,
	"return_trip" boolean NOT NULL,
	"price_per_person" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "airport_transfer_requests_people" CHECK ("airport_transfer_requests"."people" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bonus_terme_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"preference" text NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_booking_requests" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"new_check_in" date NOT NULL,
	"new_check_out" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"user_id" integer,
	"room_reservation_id" integer,
	"product_reservation_id" integer,
	"reservation_number" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"note" text,
	"newsletter_consent" boolean DEFAULT false NOT NULL,
	"privacy_consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_requests_status_known" CHECK ("guest_requests"."status" in ('new', 'in_progress', 'done')),
	CONSTRAINT "guest_requests_kind_known" CHECK ("guest_requests"."kind" in ('change_booking', 'refund', 'airport_transfer'))
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"iban" text,
	"bic" text,
	CONSTRAINT "refund_requests_amount_positive" CHECK ("refund_requests"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "airport_transfer_requests" ADD CONSTRAINT "airport_transfer_requests_request_id_guest_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."guest_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_terme_preferences" ADD CONSTRAINT "bonus_terme_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_booking_requests" ADD CONSTRAINT "change_booking_requests_request_id_guest_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."guest_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_requests" ADD CONSTRAINT "guest_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_requests" ADD CONSTRAINT "guest_requests_room_reservation_id_room_reservations_id_fk" FOREIGN KEY ("room_reservation_id") REFERENCES "public"."room_reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_requests" ADD CONSTRAINT "guest_requests_product_reservation_id_product_reservations_id_fk" FOREIGN KEY ("product_reservation_id") REFERENCES "public"."product_reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_request_id_guest_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."guest_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_requests_status_idx" ON "guest_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "guest_requests_room_reservation_idx" ON "guest_requests" USING btree ("room_reservation_id");--> statement-breakpoint
CREATE INDEX "guest_requests_product_reservation_idx" ON "guest_requests" USING btree ("product_reservation_id");