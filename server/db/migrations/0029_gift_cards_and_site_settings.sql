CREATE TABLE "gift_card_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"validity_months" integer DEFAULT 12 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_products_validity" CHECK ("gift_card_products"."validity_months" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"banner_text" jsonb,
	"banner_from" date,
	"banner_to" date,
	"airport_prices" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id" = 1),
	CONSTRAINT "site_settings_banner_window" CHECK (("site_settings"."banner_text" is null) or ("site_settings"."banner_from" is not null and "site_settings"."banner_to" is not null and "site_settings"."banner_from" <= "site_settings"."banner_to"))
);
--> statement-breakpoint
ALTER TABLE "gift_card_adjustments" DROP CONSTRAINT "gift_card_adjustments_kind";--> statement-breakpoint
ALTER TABLE "gift_card_adjustments" ADD COLUMN "last_four_before" text;--> statement-breakpoint
ALTER TABLE "gift_card_adjustments" ADD COLUMN "last_four_after" text;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD COLUMN "validity_months" integer;--> statement-breakpoint
ALTER TABLE "gift_card_products" ADD CONSTRAINT "gift_card_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_adjustments" ADD CONSTRAINT "gift_card_adjustments_kind" CHECK ("gift_card_adjustments"."kind" in ('balance', 'validity', 'void', 'resend'));