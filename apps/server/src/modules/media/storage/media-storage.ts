// Where the photos' files live (docs/back-office.md#photos, docs/decisions/101-photos.md): a folder
// on this machine by default, or an S3-compatible bucket shared by every server process of a
// platform (MEDIA_S3_*, docs/operations.md#photos). Files are named by content
// (`<hash>-<width>.<format>`), written once and never changed, so a second write of a name is
// the same bytes and either store may take it twice.

export interface MediaStorage {
  /** `disk` or `s3`, for the health of an operator's look. */
  readonly kind: 'disk' | 's3';
  /** Stores a file under its name (replacing the same bytes if it was there). */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when the store has no such file. */
  get(name: string): Promise<Buffer | null>;
}
