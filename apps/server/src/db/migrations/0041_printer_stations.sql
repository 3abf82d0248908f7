-- Kitchen tickets per station (issue 54 part 4, ADR 109 with ADR 108's stations): the stations a
-- kitchen printer prints, as Toast and Square route prep tickets; empty prints every station.
ALTER TABLE printers ADD COLUMN IF NOT EXISTS stations jsonb NOT NULL DEFAULT '[]'::jsonb;
