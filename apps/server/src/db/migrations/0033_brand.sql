-- The brand editor of the back office (docs/back-office.md#brand, docs/decisions/103-brand-and-venue-settings.md).
-- A venue's legal texts (terms, privacy: plain text per language, served by GET /domain/legal.json) and
-- the venue's own contacts its locked-venue notice shows beside the platform's. Both are written by the venue
-- import and by PUT /staff/venue/brand.json, whose edits are guarded by instances.version.
ALTER TABLE instances ADD COLUMN legal jsonb NOT NULL DEFAULT '{"terms": null, "privacy": null}';
--> statement-breakpoint
ALTER TABLE instances ADD COLUMN notice_contacts jsonb NOT NULL DEFAULT '{"email": null, "phone": null}';
