-- Rooms out of order (docs/product.md §12.14, decision 044): periods in which a physical room is
-- not sold, from its first night out to the day it is back (a departure's day).
CREATE TABLE "room_out_of_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_out_of_order_ends_after_start" CHECK ("room_out_of_order"."ends_on" > "room_out_of_order"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "room_out_of_order" ADD CONSTRAINT "room_out_of_order_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "room_out_of_order_room_starts" ON "room_out_of_order" USING btree ("room_id","starts_on");
--> statement-breakpoint
-- A period added or removed changes the rates search's answers at once on every process (the
-- answer cache of decision 027 listens, as for the rooms of migration 0014).
CREATE TRIGGER "room_out_of_order_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_out_of_order" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
