-- A day has at most one untitled (whole-day) slot, as it has one slot of each title (docs/product.md §12.16).
ALTER TABLE "product_availabilities" DROP CONSTRAINT "product_availabilities_slot";--> statement-breakpoint
ALTER TABLE "product_availabilities" ADD CONSTRAINT "product_availabilities_slot" UNIQUE NULLS NOT DISTINCT("product_id","date","title");