CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"csrf_token" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"locale" text DEFAULT 'it' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"newsletter_consent" boolean DEFAULT false NOT NULL,
	"privacy_consent_at" timestamp with time zone,
	"bonus_terme_credit" integer DEFAULT 0 NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "closed_dates" (
	"date" date PRIMARY KEY NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_locale" UNIQUE("slug","locale")
);
--> statement-breakpoint
CREATE TABLE "product_availabilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"date" date NOT NULL,
	"title" text,
	"sale_price" integer NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_availabilities_slot" UNIQUE("product_id","date","title"),
	CONSTRAINT "product_availabilities_booked_within_capacity" CHECK ("product_availabilities"."booked" >= 0 and "product_availabilities"."booked" <= "product_availabilities"."capacity")
);
--> statement-breakpoint
CREATE TABLE "product_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"text" jsonb NOT NULL,
	"price" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "room_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_adults" integer NOT NULL,
	"max_adults" integer NOT NULL,
	"base_price" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_category_id" integer NOT NULL,
	"number" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "rooms_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"bookable_from" date,
	"bookable_to" date
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer,
	"reservation_number" text,
	"amount" integer NOT NULL,
	"note" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"newsletter_consent" boolean DEFAULT false NOT NULL,
	"privacy_consent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"purchase_id" integer NOT NULL,
	"user_id" integer,
	"gateway" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"description" text NOT NULL,
	"email" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_method_id" text,
	"payment_intent_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_code" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"status" text NOT NULL,
	"last_error_code" text,
	"description" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_intents_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "sandbox_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_credit_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"product_reservation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reservation_participants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_reservation_id" integer NOT NULL,
	"type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"date_of_birth" date,
	"status" text NOT NULL,
	"invitation_token_hash" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reservation_participants_invitation_token_hash_unique" UNIQUE("invitation_token_hash")
);
--> statement-breakpoint
CREATE TABLE "product_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_availability_id" integer NOT NULL,
	"date" date NOT NULL,
	"people" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"bonus_discount" integer DEFAULT 0 NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"locale" text DEFAULT 'it' NOT NULL,
	"payment_id" integer,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reservations_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "category_night_prices" (
	"season_period_id" integer NOT NULL,
	"room_category_id" integer NOT NULL,
	"adult_price" integer NOT NULL,
	CONSTRAINT "category_night_prices_season_period_id_room_category_id_pk" PRIMARY KEY("season_period_id","room_category_id")
);
--> statement-breakpoint
CREATE TABLE "child_age_bands" (
	"id" serial PRIMARY KEY NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer NOT NULL,
	"percent" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "early_booking_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"min_days_before" integer NOT NULL,
	"percent" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"unlocks_rate_plan_id" integer,
	"valid_from" date,
	"valid_to" date,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"refundable" boolean NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"requires_promo_code" boolean DEFAULT false NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_plans_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "rate_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate_plan_id" integer NOT NULL,
	"board" text NOT NULL,
	"name" jsonb NOT NULL,
	"supplement_per_adult_night" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserved_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"room_category_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"rate_variation_id" integer NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"children_ages" jsonb NOT NULL,
	"rate_name" jsonb NOT NULL,
	"board_name" jsonb NOT NULL,
	"total" integer NOT NULL,
	"adult_total" integer NOT NULL,
	"children_total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_nights" (
	"room_id" integer NOT NULL,
	"night" date NOT NULL,
	"reservation_id" integer NOT NULL,
	CONSTRAINT "room_nights_room_id_night_pk" PRIMARY KEY("room_id","night")
);
--> statement-breakpoint
CREATE TABLE "room_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"locale" text NOT NULL,
	"promo_code" text,
	"special_requests" text,
	"subtotal" integer NOT NULL,
	"total" integer NOT NULL,
	"deposit" integer NOT NULL,
	"city_tax" integer NOT NULL,
	"payment_id" integer,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"cancellation_policy_consent_at" timestamp with time zone NOT NULL,
	"city_tax_policy_consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "season_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "season_periods_order" CHECK ("season_periods"."ends_on" >= "season_periods"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "weekday_factors" (
	"iso_weekday" integer PRIMARY KEY NOT NULL,
	"percent" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_availabilities" ADD CONSTRAINT "product_availabilities_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_category_id_room_categories_id_fk" FOREIGN KEY ("room_category_id") REFERENCES "public"."room_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD CONSTRAINT "sandbox_payment_intents_payment_method_id_sandbox_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."sandbox_payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_credit_movements" ADD CONSTRAINT "bonus_credit_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_credit_movements" ADD CONSTRAINT "bonus_credit_movements_product_reservation_id_product_reservations_id_fk" FOREIGN KEY ("product_reservation_id") REFERENCES "public"."product_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reservation_participants" ADD CONSTRAINT "product_reservation_participants_product_reservation_id_product_reservations_id_fk" FOREIGN KEY ("product_reservation_id") REFERENCES "public"."product_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reservation_participants" ADD CONSTRAINT "product_reservation_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reservations" ADD CONSTRAINT "product_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reservations" ADD CONSTRAINT "product_reservations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reservations" ADD CONSTRAINT "product_reservations_product_availability_id_product_availabilities_id_fk" FOREIGN KEY ("product_availability_id") REFERENCES "public"."product_availabilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_night_prices" ADD CONSTRAINT "category_night_prices_season_period_id_season_periods_id_fk" FOREIGN KEY ("season_period_id") REFERENCES "public"."season_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_night_prices" ADD CONSTRAINT "category_night_prices_room_category_id_room_categories_id_fk" FOREIGN KEY ("room_category_id") REFERENCES "public"."room_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_unlocks_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("unlocks_rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_variations" ADD CONSTRAINT "rate_variations_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserved_rooms" ADD CONSTRAINT "reserved_rooms_reservation_id_room_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."room_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserved_rooms" ADD CONSTRAINT "reserved_rooms_room_category_id_room_categories_id_fk" FOREIGN KEY ("room_category_id") REFERENCES "public"."room_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserved_rooms" ADD CONSTRAINT "reserved_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserved_rooms" ADD CONSTRAINT "reserved_rooms_rate_variation_id_rate_variations_id_fk" FOREIGN KEY ("rate_variation_id") REFERENCES "public"."rate_variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_reservation_id_room_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."room_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_reservations" ADD CONSTRAINT "room_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deposits_reservation_number_idx" ON "deposits" USING btree ("reservation_number");--> statement-breakpoint
CREATE INDEX "payments_purchase_idx" ON "payments" USING btree ("kind","purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_intent_idx" ON "payments" USING btree ("gateway","payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_method_idx" ON "payments" USING btree ("gateway","payment_method_id");--> statement-breakpoint
CREATE INDEX "bonus_credit_movements_user_idx" ON "bonus_credit_movements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "participants_reservation_idx" ON "product_reservation_participants" USING btree ("product_reservation_id");--> statement-breakpoint
CREATE INDEX "product_reservations_user_idx" ON "product_reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_reservations_slot_idx" ON "product_reservations" USING btree ("product_availability_id","status");--> statement-breakpoint
CREATE INDEX "reserved_rooms_reservation_idx" ON "reserved_rooms" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "room_nights_night_idx" ON "room_nights" USING btree ("night");--> statement-breakpoint
CREATE INDEX "room_nights_reservation_idx" ON "room_nights" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "room_reservations_user_idx" ON "room_reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "season_periods_range_idx" ON "season_periods" USING btree ("starts_on","ends_on");