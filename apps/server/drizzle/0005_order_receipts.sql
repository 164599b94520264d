ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
UPDATE "orders" SET "coupon_code" = "coupons"."code" FROM "coupons" WHERE "coupons"."id" = "orders"."coupon_id";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "list_price_paise" integer;--> statement-breakpoint
-- Lines sold before this column: an undiscounted line cost its list price, and a discounted
-- order of one line was discounted from its subtotal. A discounted line of a larger order
-- cannot be told apart any more; it keeps what was paid.
UPDATE "order_items" SET "list_price_paise" = CASE
  WHEN "orders"."discount_paise" > 0
    AND (SELECT count(*) FROM "order_items" AS "lines" WHERE "lines"."order_id" = "orders"."id") = 1
  THEN "orders"."subtotal_paise"
  ELSE "order_items"."price_paise"
END
FROM "orders" WHERE "orders"."id" = "order_items"."order_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "list_price_paise" SET NOT NULL;
