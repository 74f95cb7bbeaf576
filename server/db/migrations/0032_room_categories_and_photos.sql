-- Room categories edited by staff, and photos of room categories and day-spa products
-- (docs/product.md §12.18 and §12.16, decision 050).
-- A category's capacity: from min_adults to max_adults guests (adults and children, as before),
-- of whom at most max_children children; max_adults - 1 keeps every search sold today sold.
ALTER TABLE "room_categories" ADD COLUMN "max_children" integer;
--> statement-breakpoint
UPDATE "room_categories" SET "max_children" = greatest("max_adults" - 1, 0);
--> statement-breakpoint
ALTER TABLE "room_categories" ALTER COLUMN "max_children" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "room_categories" ALTER COLUMN "max_children" SET DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "room_categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "room_categories" ADD CONSTRAINT "room_categories_capacity" CHECK ("min_adults" >= 1 AND "max_adults" >= "min_adults" AND "max_children" >= 0 AND "max_children" < "max_adults");
--> statement-breakpoint
-- The bytes live in the database so that every app process (and PGlite) serves them.
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"position" integer NOT NULL,
	"alt" jsonb NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" bytea NOT NULL,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_owner_kind" CHECK ("owner_kind" in ('room_category', 'day_spa_product'))
);
--> statement-breakpoint
CREATE INDEX "photos_owner_idx" ON "photos" USING btree ("owner_kind","owner_id","position");
--> statement-breakpoint
CREATE INDEX "photos_hash_idx" ON "photos" USING btree ("hash");
--> statement-breakpoint
-- A category's photos are part of the rates search's answers (server/db/changeFeed.ts).
CREATE TRIGGER "photos_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "photos" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
