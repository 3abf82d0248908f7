-- A statement that writes several things at once refuses the whole write from inside itself: a
-- check that fails calls refuse() with its reason, the statement ends with that error and nothing
-- it wrote stays, also in autocommit (docs/decisions/070-an-order-in-one-autocommit-statement.md).
-- A null reason passes.
CREATE FUNCTION refuse(reason text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF reason IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = reason;
  END IF;
END
$$;
