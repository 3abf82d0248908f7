-- A shared option group archived from the menu editor (docs/back-office.md#menu, ADR 100): it leaves
-- every product's menu and cart (the menu reads only active groups, so the cart check refuses its
-- options) while its links to products stay, so a restore brings it back where it was; orders keep
-- their snapshots. The venue import lists only active groups and restores a group its file names.
ALTER TABLE option_groups ADD COLUMN active boolean NOT NULL DEFAULT true;
