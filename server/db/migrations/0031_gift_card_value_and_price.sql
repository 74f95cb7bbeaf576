-- A gift card's value apart from its price (product.md §12.17, decision 051): existing variations are worth what they cost.
ALTER TABLE "product_variations" ADD COLUMN "value" integer;--> statement-breakpoint
UPDATE "product_variations" SET "value" = "price";--> statement-breakpoint
ALTER TABLE "product_variations" ALTER COLUMN "value" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_value_price_positive" CHECK ("product_variations"."value" > 0 and "product_variations"."price" > 0);--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD COLUMN "unit_value" integer;
