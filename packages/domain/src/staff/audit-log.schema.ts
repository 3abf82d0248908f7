import { z } from 'zod';

// The back office's audit log on the wire (GET /staff/audit.json, docs/back-office.md#audit-log):
// who changed what of the venue's business, when, and the row before and after.

/** The areas of the back office a change belongs to (the console's filter). */
export const auditAreas = ['menu', 'branches', 'brand', 'orders', 'payments'] as const;
export const auditAreaSchema = z.enum(auditAreas);
export type AuditArea = z.infer<typeof auditAreaSchema>;

/** How many entries one page of the log answers. */
export const AUDIT_PAGE_SIZE = 50;

export const auditQuery = z.object({
  area: auditAreaSchema.optional(),
  /** The id of the last entry of the previous page: the next page starts below it. */
  before: z.coerce.number().int().min(1).optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  area: auditAreaSchema,
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The `before` of the next page; null on the last page. */
  next: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
