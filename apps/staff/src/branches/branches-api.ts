import type {
  BranchSettings,
  BranchSettingsSave,
  branchSettingsSaveSchema,
  StaffBranches,
  StaffPlace,
} from '@storefront/domain/venue/branch-settings.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import type { z } from 'zod';

// The Branches screen's calls (docs/staff-api.md, /staff/branches…): a branch's settings read whole
// and saved a section at a time, and its places.

export type SectionSave = z.input<typeof branchSettingsSaveSchema>;
export type { BranchSettings, BranchSettingsSave, StaffBranches, StaffPlace };

const path = (branch: string) => `/staff/branches/${encodeURIComponent(branch)}`;

export const settingsKey = (branch: string) => ['staff', 'branch-settings', branch] as const;
export const placesKey = (branch: string) => ['staff', 'branch-places', branch] as const;

export const branchesApi = {
  settings: (branch: string) => api<BranchSettings>(`${path(branch)}/settings.json`),
  save: (branch: string, body: SectionSave) =>
    api<BranchSettings>(`${path(branch)}/settings.json`, { method: 'PUT', body }),
  places: (branch: string) => api<{ places: StaffPlace[] }>(`${path(branch)}/places.json`),
  addPlace: (branch: string, body: { label: string; kind: string }) =>
    api<StaffPlace>(`${path(branch)}/places.json`, { method: 'POST', body }),
  changePlace: (
    branch: string,
    id: string,
    body: { version: number; label?: string; kind?: string; active?: boolean },
  ) => api<StaffPlace>(`${path(branch)}/places/${id}.json`, { method: 'PUT', body }),
  newCode: (branch: string, id: string, version: number) =>
    api<StaffPlace>(`${path(branch)}/places/${id}/code.json`, { method: 'POST', body: { version } }),
};
