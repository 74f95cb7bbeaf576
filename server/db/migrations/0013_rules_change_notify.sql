-- The hotel's rules are cached by each app process (server/db/rulesCache.ts, decision 022): every change
-- of them, by any connection, notifies 'terme_rules_changed' with the table's name when it commits.
CREATE OR REPLACE FUNCTION terme_notify_rules_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('terme_rules_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "seasons_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasons" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
--> statement-breakpoint
CREATE TRIGGER "closed_dates_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "closed_dates" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
--> statement-breakpoint
CREATE TRIGGER "season_periods_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "season_periods" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
--> statement-breakpoint
CREATE TRIGGER "category_night_prices_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_night_prices" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
--> statement-breakpoint
CREATE TRIGGER "weekday_factors_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "weekday_factors" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
--> statement-breakpoint
CREATE TRIGGER "child_age_bands_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "child_age_bands" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
--> statement-breakpoint
CREATE TRIGGER "rate_plans_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_plans" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
--> statement-breakpoint
CREATE TRIGGER "rate_variations_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_variations" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
--> statement-breakpoint
CREATE TRIGGER "early_booking_discounts_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "early_booking_discounts" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
--> statement-breakpoint
CREATE TRIGGER "promo_codes_rules_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promo_codes" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
