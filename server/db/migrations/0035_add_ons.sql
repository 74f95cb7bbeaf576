-- Add-ons sold with a room (docs/product.md §16.9, decision 056): the catalogue, and each
-- reservation's add-on lines priced by the server when the room was held (a snapshot: a later
-- change of the catalogue leaves them as sold).
CREATE TABLE "add_ons" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"unit" varchar(16) NOT NULL,
	"price" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"offered" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "add_ons_unit" CHECK ("unit" in ('stay', 'night', 'person', 'person_night')),
	CONSTRAINT "add_ons_price" CHECK ("price" between 0 and 500000),
	CONSTRAINT "add_ons_vat_rate" CHECK ("vat_rate" in (10, 22))
);--> statement-breakpoint
CREATE TABLE "room_reservation_add_ons" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_reservation_id" integer NOT NULL REFERENCES "room_reservations"("id") ON DELETE cascade,
	"room" integer NOT NULL,
	"add_on_id" integer NOT NULL REFERENCES "add_ons"("id"),
	"names" jsonb NOT NULL,
	"unit" varchar(16) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	CONSTRAINT "room_reservation_add_ons_once" UNIQUE ("room_reservation_id", "room", "add_on_id"),
	CONSTRAINT "room_reservation_add_ons_amount" CHECK ("quantity" >= 1 and "amount" = "unit_price" * "quantity")
);
