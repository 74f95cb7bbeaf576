ALTER TABLE "product_reservations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "variation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order_items" ALTER COLUMN "variation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reservations" ADD COLUMN "shop_order_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "product_availability_id" integer;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD COLUMN "type" text DEFAULT 'giftcard' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD COLUMN "product_reservation_id" integer;--> statement-breakpoint
ALTER TABLE "product_reservations" ADD CONSTRAINT "product_reservations_shop_order_id_shop_orders_id_fk" FOREIGN KEY ("shop_order_id") REFERENCES "public"."shop_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_availability_id_product_availabilities_id_fk" FOREIGN KEY ("product_availability_id") REFERENCES "public"."product_availabilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reservations_shop_order_idx" ON "product_reservations" USING btree ("shop_order_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_kind" CHECK (("cart_items"."type" = 'giftcard' and "cart_items"."variation_id" is not null) or ("cart_items"."type" = 'reservation' and "cart_items"."product_availability_id" is not null and "cart_items"."quantity" = 1));