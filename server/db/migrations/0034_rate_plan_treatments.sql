-- Packages: the treatments a rate plan includes, how many per person (docs/product.md §16.6, decision 052).
CREATE TABLE "rate_plan_treatments" (
	"rate_plan_id" integer NOT NULL REFERENCES "rate_plans"("id") ON DELETE cascade,
	"treatment_id" integer NOT NULL REFERENCES "spa_treatments"("id"),
	"per_person" integer NOT NULL,
	CONSTRAINT "rate_plan_treatments_pk" PRIMARY KEY ("rate_plan_id", "treatment_id"),
	CONSTRAINT "rate_plan_treatments_per_person" CHECK ("per_person" between 1 and 30)
);
