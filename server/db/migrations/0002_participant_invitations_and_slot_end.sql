ALTER TABLE "product_availabilities" ADD COLUMN "ends_at" time DEFAULT '18:30' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reservation_participants" ADD COLUMN "invitation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_reservation_participants" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "participants_user_idx" ON "product_reservation_participants" USING btree ("user_id");