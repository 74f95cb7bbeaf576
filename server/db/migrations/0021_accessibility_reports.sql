CREATE TABLE "accessibility_barrier_requests" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"description" varchar(2000) NOT NULL,
	"page" varchar(255),
	"assistive_technology" varchar(255)
);
--> statement-breakpoint
ALTER TABLE "guest_requests" DROP CONSTRAINT "guest_requests_kind_known";--> statement-breakpoint
ALTER TABLE "accessibility_barrier_requests" ADD CONSTRAINT "accessibility_barrier_requests_request_id_guest_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."guest_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_requests" ADD CONSTRAINT "guest_requests_kind_known" CHECK ("guest_requests"."kind" in ('change_booking', 'refund', 'airport_transfer', 'accessibility_barrier'));