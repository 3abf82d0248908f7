-- A branch's tip options (docs/venues.md#tips, docs/decisions/107-tip-options-per-branch.md): tips on or
-- off, the percents the diner's picker offers and the suggested one, as packages/domain's tipSettingSchema
-- validates them. Null, as every branch has until its venue file or the back office sets it, offers the
-- spec's defaults (§9: 10, 15 and 20 percent, 10 suggested), so no venue's diners see a change.
ALTER TABLE suppliers ADD COLUMN tips jsonb;
