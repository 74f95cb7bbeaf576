CREATE TABLE "long_stay_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"min_nights" integer NOT NULL,
	"percent" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "description" jsonb DEFAULT '{"it":"","en":"","de":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "free_cancellation_days" integer;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "deposit_rule" text DEFAULT 'per_person' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "room_category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_variations" ADD COLUMN "offered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_variations_plan_board" ON "rate_variations" USING btree ("rate_plan_id","board");--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_deposit_rule" CHECK ("rate_plans"."deposit_rule" in ('per_person', 'first_night', 'percentage', 'all'));--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_deposit_percent" CHECK (("rate_plans"."deposit_rule" = 'percentage') = ("rate_plans"."deposit_percent" is not null) and coalesce("rate_plans"."deposit_percent" between 1 and 100, true));--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_free_cancellation" CHECK ("rate_plans"."free_cancellation_days" is null or ("rate_plans"."refundable" and "rate_plans"."free_cancellation_days" between 0 and 365));--> statement-breakpoint
ALTER TABLE "rate_variations" ADD CONSTRAINT "rate_variations_board" CHECK ("rate_variations"."board" in ('room_only', 'bed_and_breakfast', 'half_board', 'full_board'));--> statement-breakpoint
-- The long-stay discounts are a rule of the price like the early-booking ones (product.md §12.13):
-- every process's rules cache hears of their changes (the function of migration rules_change_notify).
CREATE TRIGGER "long_stay_discounts_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "long_stay_discounts" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
