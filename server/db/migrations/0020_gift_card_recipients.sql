ALTER TABLE "cart_items" ADD COLUMN "recipients" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD COLUMN "recipients" jsonb DEFAULT '[]'::jsonb NOT NULL;