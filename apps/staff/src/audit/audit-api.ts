import type { AuditArea, AuditPage } from '@storefront/domain/staff/audit-log.schema';
import { api } from '@storefront/ui/lib/api-client.ts';

// The audit log's call (docs/back-office.md#audit-log, GET /staff/audit.json).

export const auditApi = {
  page: (area: AuditArea | '', before: number | null) => {
    const query = new URLSearchParams();
    if (area) query.set('area', area);
    if (before !== null) query.set('before', String(before));
    const search = query.toString();
    return api<AuditPage>(`/staff/audit.json${search ? `?${search}` : ''}`);
  },
};
