-- Which room of the reservation (0 = the first) and which guest of that room (0 = Guest 1) a
-- package's treatment time is for, so a moved time keeps
-- "never two at once for the same guest" (docs/product.md §16.6, decision 058). Rows booked before
-- this column stay null: the move checks them against no one (their guest is not known).
ALTER TABLE "spa_appointments" ADD COLUMN "room_index" integer;--> statement-breakpoint
ALTER TABLE "spa_appointments" ADD COLUMN "guest_index" integer;
