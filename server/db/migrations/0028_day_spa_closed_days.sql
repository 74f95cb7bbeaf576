CREATE TABLE "day_spa_closed_days" (
	"product_id" integer NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_spa_closed_days_product_id_date_pk" PRIMARY KEY("product_id","date")
);
--> statement-breakpoint
ALTER TABLE "day_spa_closed_days" ADD CONSTRAINT "day_spa_closed_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;