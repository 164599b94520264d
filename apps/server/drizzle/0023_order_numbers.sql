ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "orders" SET "number" = "ranked"."place" FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "place" FROM "orders") AS "ranked" WHERE "orders"."id" = "ranked"."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" ADD GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('orders_number_seq', coalesce((SELECT max("number") FROM "orders"), 0) + 1, false);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");
