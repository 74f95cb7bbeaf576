CREATE TABLE "calendar_category_days" (
	"room_category_id" integer NOT NULL,
	"day" date NOT NULL,
	"rooms_to_sell" integer,
	"stop_sell" boolean DEFAULT false NOT NULL,
	"min_stay" integer,
	"max_stay" integer,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "calendar_category_days_room_category_id_day_pk" PRIMARY KEY("room_category_id","day"),
	CONSTRAINT "calendar_category_days_rooms" CHECK ("calendar_category_days"."rooms_to_sell" is null or "calendar_category_days"."rooms_to_sell" >= 0),
	CONSTRAINT "calendar_category_days_min" CHECK ("calendar_category_days"."min_stay" is null or "calendar_category_days"."min_stay" >= 1),
	CONSTRAINT "calendar_category_days_max" CHECK ("calendar_category_days"."max_stay" is null or "calendar_category_days"."max_stay" >= 1)
);
--> statement-breakpoint
CREATE TABLE "calendar_rate_days" (
	"rate_plan_id" integer NOT NULL,
	"room_category_id" integer NOT NULL,
	"day" date NOT NULL,
	"price" integer,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "calendar_rate_days_rate_plan_id_room_category_id_day_pk" PRIMARY KEY("rate_plan_id","room_category_id","day"),
	CONSTRAINT "calendar_rate_days_price" CHECK ("calendar_rate_days"."price" is null or "calendar_rate_days"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "calendar_category_days" ADD CONSTRAINT "calendar_category_days_room_category_id_room_categories_id_fk" FOREIGN KEY ("room_category_id") REFERENCES "public"."room_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_rate_days" ADD CONSTRAINT "calendar_rate_days_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_rate_days" ADD CONSTRAINT "calendar_rate_days_room_category_id_room_categories_id_fk" FOREIGN KEY ("room_category_id") REFERENCES "public"."room_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_category_days_day_idx" ON "calendar_category_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "calendar_rate_days_day_idx" ON "calendar_rate_days" USING btree ("day");--> statement-breakpoint
-- The calendar's overrides are rules of the hotel (decision 022): each process's rules cache is told when they change.
CREATE TRIGGER "calendar_category_days_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_category_days" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
--> statement-breakpoint
CREATE TRIGGER "calendar_rate_days_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_rate_days" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
