ALTER TABLE "users" ALTER COLUMN "first_name" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "last_name" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" SET DATA TYPE varchar(254);--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "reservation_number" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "note" SET DATA TYPE varchar(150);--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "first_name" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "last_name" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "email" SET DATA TYPE varchar(254);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "email" SET DATA TYPE varchar(254);--> statement-breakpoint
ALTER TABLE "product_reservation_participants" ALTER COLUMN "first_name" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "product_reservation_participants" ALTER COLUMN "last_name" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "product_reservation_participants" ALTER COLUMN "email" SET DATA TYPE varchar(254);--> statement-breakpoint
ALTER TABLE "room_reservations" ALTER COLUMN "promo_code" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "room_reservations" ALTER COLUMN "special_requests" SET DATA TYPE varchar(350);--> statement-breakpoint
ALTER TABLE "check_ins" ALTER COLUMN "first_name" SET DATA TYPE varchar(30);--> statement-breakpoint
ALTER TABLE "check_ins" ALTER COLUMN "last_name" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "check_ins" ALTER COLUMN "email" SET DATA TYPE varchar(254);--> statement-breakpoint
ALTER TABLE "check_ins" ALTER COLUMN "document_number" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "airport_transfer_requests" ALTER COLUMN "flight_number" SET DATA TYPE varchar(150);--> statement-breakpoint
ALTER TABLE "guest_requests" ALTER COLUMN "reservation_number" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "guest_requests" ALTER COLUMN "first_name" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "guest_requests" ALTER COLUMN "last_name" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "guest_requests" ALTER COLUMN "email" SET DATA TYPE varchar(254);--> statement-breakpoint
ALTER TABLE "guest_requests" ALTER COLUMN "note" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "refund_requests" ALTER COLUMN "iban" SET DATA TYPE varchar(64);--> statement-breakpoint
ALTER TABLE "refund_requests" ALTER COLUMN "bic" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "recipient_name" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "recipient_name" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "recipient_email" SET DATA TYPE varchar(254);--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "recipient_email" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "message" SET DATA TYPE varchar(140);--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "message" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "shop_order_items" ALTER COLUMN "recipient_name" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "shop_order_items" ALTER COLUMN "recipient_email" SET DATA TYPE varchar(254);--> statement-breakpoint
ALTER TABLE "shop_order_items" ALTER COLUMN "message" SET DATA TYPE varchar(140);--> statement-breakpoint
ALTER TABLE "shop_orders" ALTER COLUMN "first_name" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "shop_orders" ALTER COLUMN "last_name" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "shop_orders" ALTER COLUMN "email" SET DATA TYPE varchar(254);--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "fingerprint" text;