CREATE TABLE "gift_card_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"purchase_kind" text NOT NULL,
	"purchase_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "gift_card_uses_amount_positive" CHECK ("gift_card_uses"."amount" > 0),
	CONSTRAINT "gift_card_uses_status" CHECK ("gift_card_uses"."status" in ('held', 'spent', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "gift_card_uses" ADD CONSTRAINT "gift_card_uses_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_uses_purchase_idx" ON "gift_card_uses" USING btree ("purchase_kind","purchase_id");--> statement-breakpoint
CREATE INDEX "gift_card_uses_card_idx" ON "gift_card_uses" USING btree ("gift_card_id");