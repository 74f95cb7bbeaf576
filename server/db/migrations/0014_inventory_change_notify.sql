-- The rates search's answers are cached by each app process until the rooms they counted change
-- (server/db/answerCache.ts, decision 027): every change of the rooms, their categories, the
-- reservations and the nights they hold, by any connection, notifies 'terme_rules_changed' with
-- the table's name when it commits (the function of migration rules_change_notify).
CREATE TRIGGER "room_categories_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_categories" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
--> statement-breakpoint
CREATE TRIGGER "rooms_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rooms" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
--> statement-breakpoint
CREATE TRIGGER "room_reservations_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_reservations" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
--> statement-breakpoint
CREATE TRIGGER "room_nights_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_nights" FOR EACH STATEMENT EXECUTE FUNCTION terme_notify_rules_changed();
