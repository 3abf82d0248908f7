import type { StaffMe } from '@storefront/domain/staff/staff-session.schema';
import { useQuery } from '@storefront/ui/lib/query.tsx';
import { useState } from 'react';
import { staffApi } from './api.ts';

// The branch the console works on: a paired tablet's own; for a person the one chosen last on this
// device (or the venue's first).
const BRANCH_KEY = 'staff-console-branch';

export function useVenue() {
  return useQuery({ queryKey: ['staff', 'venue'], queryFn: staffApi.venue, staleTime: 5 * 60_000 });
}

export function useBranch(me: StaffMe): {
  branch: string | null;
  branches: { slug: string; name: string }[];
  choose: (slug: string) => void;
} {
  const venue = useVenue();
  const [chosen, setChosen] = useState(() => localStorage.getItem(BRANCH_KEY));
  const branches = (venue.data?.suppliers ?? []).map((s) => ({ slug: s.slug, name: s.label }));
  const branch =
    me.supplier ?? (branches.some((b) => b.slug === chosen) ? chosen : (branches[0]?.slug ?? null));
  return {
    branch,
    branches: me.supplier ? branches.filter((b) => b.slug === me.supplier) : branches,
    choose: (slug) => {
      localStorage.setItem(BRANCH_KEY, slug);
      setChosen(slug);
    },
  };
}
