import type { StaffPermission } from '@storefront/domain/staff/staff-roles.rules';
import type { StaffMe } from '@storefront/domain/staff/staff-session.schema';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useNavigate } from '@storefront/ui/lib/router.tsx';
import { staffApi } from './api.ts';

// Who is signed in (GET /staff/session.json): null when nobody is (401), so the console shows the
// sign-in screen; the role's permissions decide the navigation (docs/staff-roles.md).
export const meKey = ['staff', 'me'] as const;

export function useMe() {
  return useQuery({
    queryKey: meKey,
    queryFn: async (): Promise<StaffMe | null> => {
      try {
        return await staffApi.me();
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** After a sign-in, an accepted invitation or a pairing: who it is now, then the console at `to`. */
export function useSignedIn(to: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (me: StaffMe) => {
    queryClient.setQueryData(meKey, me);
    void navigate(to, { replace: true });
  };
}

export function can(me: StaffMe | null | undefined, permission: StaffPermission): boolean {
  return Boolean(me?.permissions.includes(permission));
}

/** Console screens, their path under /staff/ and the permission that shows them. */
export const screens = [
  { key: 'kitchen', path: 'kitchen', permission: 'orders.read' },
  { key: 'tables', path: 'tables', permission: 'tables.read' },
  { key: 'floor', path: 'floor', permission: 'tables.read' },
  { key: 'delivery', path: 'delivery', permission: 'delivery.read' },
  { key: 'bookings', path: 'bookings', permission: 'bookings.read' },
  { key: 'availability', path: 'availability', permission: 'availability.edit' },
  { key: 'summary', path: 'summary', permission: 'summary.read' },
  { key: 'menu', path: 'menu', permission: 'menu.edit' },
  { key: 'branches', path: 'branches', permission: 'branches.edit' },
  { key: 'brand', path: 'brand', permission: 'brand.edit' },
  { key: 'audit', path: 'audit', permission: 'audit.read' },
] as const satisfies readonly { key: string; path: string; permission: StaffPermission }[];
