-- Photos uploaded in the back office (POST /staff/media.json, docs/back-office.md#photos,
-- docs/decisions/101-photos.md). One row per venue and upload, keyed by the SHA-256 of the
-- uploaded bytes (its first 32 hex digits), so the same photo uploaded twice is one row and one
-- ref. The files themselves (WebP and AVIF at each of `widths`) are in the media storage (local
-- disk or an S3-compatible store); a file is served on a venue's host only when this venue has its
-- row. (The images of imported venue files are the table `media`, their bytes in the database.)
CREATE TABLE media_uploads (
  instance_id integer NOT NULL REFERENCES instances (id) ON DELETE CASCADE,
  hash text NOT NULL CHECK (hash ~ '^[0-9a-f]{32}$'),
  -- the upload's size after auto-rotation, in pixels
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  -- the widths stored, each in every format of `formats`
  widths integer[] NOT NULL,
  formats text[] NOT NULL,
  -- what was uploaded: its sniffed type and its size in bytes
  source_type text NOT NULL CHECK (source_type IN ('jpeg', 'png', 'webp', 'heic')),
  source_bytes integer NOT NULL CHECK (source_bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- who uploaded it, as the console names them (the person or the integration's token label)
  created_by text NOT NULL CHECK (length(created_by) <= 200),
  PRIMARY KEY (instance_id, hash)
);
