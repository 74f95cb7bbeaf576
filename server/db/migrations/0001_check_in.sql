CREATE TABLE "boroughs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province_id" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"search" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso2" text,
	"name" jsonb NOT NULL,
	"search" jsonb NOT NULL,
	"valid_to" date
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_data" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_reservation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"locale" text NOT NULL,
	"sex" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"nationality_id" integer NOT NULL,
	"birth_country_id" integer NOT NULL,
	"birth_province_id" text,
	"birth_borough_id" integer,
	"country_id" integer NOT NULL,
	"province_id" text,
	"document_type" text,
	"document_number" text,
	"document_expiry_date" date,
	"document_issuing_country_id" integer,
	"document_issuing_borough_id" integer,
	"privacy_consent_at" timestamp with time zone NOT NULL,
	"data_consent_at" timestamp with time zone NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_guest" UNIQUE("room_reservation_id","position")
);
--> statement-breakpoint
CREATE TABLE "staff_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"action" text NOT NULL,
	"subject" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_room_reservation_id_room_reservations_id_fk" FOREIGN KEY ("room_reservation_id") REFERENCES "public"."room_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_nationality_id_countries_id_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_birth_country_id_countries_id_fk" FOREIGN KEY ("birth_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_birth_province_id_provinces_id_fk" FOREIGN KEY ("birth_province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_birth_borough_id_boroughs_id_fk" FOREIGN KEY ("birth_borough_id") REFERENCES "public"."boroughs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_document_issuing_country_id_countries_id_fk" FOREIGN KEY ("document_issuing_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_document_issuing_borough_id_boroughs_id_fk" FOREIGN KEY ("document_issuing_borough_id") REFERENCES "public"."boroughs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boroughs_province_idx" ON "boroughs" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "staff_actions_created_idx" ON "staff_actions" USING btree ("created_at");