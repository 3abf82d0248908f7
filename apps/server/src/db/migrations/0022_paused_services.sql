-- Services the staff paused for now (docs/staff-api.md, Availability): the venue import never
-- writes this column, so a re-import keeps a pause.
ALTER TABLE suppliers ADD COLUMN paused_services jsonb NOT NULL DEFAULT '[]';
