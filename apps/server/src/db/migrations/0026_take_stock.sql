-- The stock take of an order or a table call (purchase.repository.ts `stockTakeSql`) as a statement
-- of its own inside a function, called from the statement that writes the order. When two orders
-- of the same product meet, the second waits for the first's row and then checks it again
-- (PostgreSQL's EvalPlanQual), and that check sets up again every part of the statement that
-- waited: inside the order's one statement, all of its inserts, with the row already locked. Here
-- it sets up this small statement only (docs/decisions/082-stock-taken-in-a-function.md).
--
-- The limited rows are locked in product id order (two orders of the same products never wait on
-- each other crosswise), each decremented only when enough is left; every product asked for gets
-- a row saying what the database holds. Nothing is locked or taken when `take` is false.
CREATE FUNCTION take_stock(instance integer, supplier integer, ids integer[], counts integer[], take boolean)
RETURNS TABLE (product_id integer, found boolean, active boolean, limited boolean, "left" integer, taken boolean)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH want AS (
    SELECT * FROM unnest(ids, counts) AS w(product_id, count)
  ),
  listed AS (
    SELECT sp.product_id, sp.active, sp.sold_out FROM supplier_products sp
    WHERE sp.supplier_id = supplier AND sp.product_id = any(ids) AND sp.instance_id = instance
  ),
  locked AS (
    SELECT sp.product_id, sp.stock FROM supplier_products sp
    WHERE sp.supplier_id = supplier AND sp.product_id = any(ids) AND sp.instance_id = instance
      AND sp.stock IS NOT NULL AND take
    ORDER BY sp.product_id
    FOR UPDATE
  ),
  taken AS (
    UPDATE supplier_products sp SET stock = sp.stock - w.count, updated_at = now()
    FROM want w, locked l
    WHERE l.product_id = w.product_id AND sp.instance_id = instance
      AND sp.supplier_id = supplier AND sp.product_id = w.product_id
      AND sp.active AND NOT sp.sold_out AND sp.stock >= w.count
    RETURNING sp.product_id
  )
  SELECT w.product_id, sp.product_id IS NOT NULL,
    coalesce(sp.active AND NOT sp.sold_out, false),
    l.product_id IS NOT NULL, l.stock,
    t.product_id IS NOT NULL
  FROM want w
  LEFT JOIN listed sp ON sp.product_id = w.product_id
  LEFT JOIN locked l ON l.product_id = w.product_id
  LEFT JOIN taken t ON t.product_id = w.product_id;
END
$$;
