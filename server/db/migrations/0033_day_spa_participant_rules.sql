-- A day-spa product's participant rules, edited with the product (docs/product.md §12.16, §10,
-- decision 053). Every existing product gets the rules the constants gave until now: infants free
-- up to 1 year, one infant per booked place, minors admitted, from 1 person to what a slot holds
-- (max_people null). Existing reservations are not touched.
ALTER TABLE "products" ADD COLUMN "free_infant_max_age_years" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "infants_per_place" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "minors_admitted" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_people" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_people" integer;
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_participant_rules" CHECK ("free_infant_max_age_years" BETWEEN 0 AND 3 AND "infants_per_place" BETWEEN 0 AND 2 AND "min_people" >= 1 AND ("max_people" IS NULL OR "max_people" >= "min_people"));
