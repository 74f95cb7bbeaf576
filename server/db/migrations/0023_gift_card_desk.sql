CREATE TABLE "gift_card_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer,
	"expires_before" date,
	"expires_after" date,
	"reason" varchar(255) NOT NULL,
	"staff_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_adjustments_kind" CHECK ("gift_card_adjustments"."kind" in ('balance', 'validity', 'void'))
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_adjustments" ADD CONSTRAINT "gift_card_adjustments_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_adjustments_card_idx" ON "gift_card_adjustments" USING btree ("gift_card_id");