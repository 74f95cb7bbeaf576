ALTER TABLE "check_ins" ALTER COLUMN "first_name" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "check_ins" ALTER COLUMN "last_name" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "checked_in_by" integer;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "identity_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "identity_checked_by" integer;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_identity_checked_by_users_id_fk" FOREIGN KEY ("identity_checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;