ALTER TABLE "users" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "role" = 'administrator' WHERE "is_admin";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "is_admin" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" drop column "is_admin";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_admin" boolean GENERATED ALWAYS AS (role IS NOT NULL AND role = 'administrator') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('administrator', 'revenue_manager', 'front_desk'));
