-- Promo codes the revenue manager edits (docs/product.md §12.15, decision 045): an amount off
-- instead of a percentage, the days a booking may use the code, a minimum stay, caps on uses in
-- all and per guest, and a version for stale edits. Uses are counted from room_reservations.
ALTER TABLE "promo_codes" ADD COLUMN "amount_off_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "booked_from" date;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "booked_to" date;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "min_nights" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_uses_per_guest" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "room_reservations_promo_code_idx" ON "room_reservations" USING btree ("promo_code") WHERE "room_reservations"."promo_code" is not null;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_code_format" CHECK ("promo_codes"."code" ~ '^[A-Z0-9-]{1,40}$');--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_percent" CHECK ("promo_codes"."discount_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_amount" CHECK ("promo_codes"."amount_off_cents" >= 0);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_one_discount" CHECK ("promo_codes"."discount_percent" = 0 or "promo_codes"."amount_off_cents" = 0);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_min_nights" CHECK ("promo_codes"."min_nights" >= 1);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_caps" CHECK (coalesce("promo_codes"."max_uses", 1) >= 1 and coalesce("promo_codes"."max_uses_per_guest", 1) >= 1);