import { z } from 'zod';
import { STAFF_PASSWORD_MIN_LENGTH, staffPermissions, staffRoles } from './staff-roles.rules.ts';

// The wire of staff sign-in, invitations and tablet pairing (docs/staff-api.md "Sessions").

const email = z.string().trim().toLowerCase().max(200).pipe(z.email());
const password = z.string().min(1).max(200);
const newPassword = z.string().min(STAFF_PASSWORD_MIN_LENGTH).max(200);

export const signInBody = z.object({ email, password });
export const changePasswordBody = z.object({ current_password: password, new_password: newPassword });
export const inviteBody = z.object({ email, role: z.enum(staffRoles) });
export const acceptInvitationBody = z.object({
  token: z.string().min(20).max(200),
  password: newPassword,
  name: z.string().trim().max(120).optional(),
});
export const pairingCodeBody = z.object({ supplier_id: z.string().min(1).max(120) });
/** The code as typed (digits, with spaces or dashes between groups: pairingCodeDigits). */
export const pairBody = z.object({ code: z.string().trim().min(1).max(40) });

export const staffMeSchema = z.object({
  kind: z.enum(['user', 'tablet']),
  email: z.string().nullable(),
  name: z.string().nullable(),
  role: z.enum(staffRoles),
  permissions: z.array(z.enum(staffPermissions)),
  /** The branch a paired kitchen tablet serves (slug), null for a person. */
  supplier: z.string().nullable(),
  venue: z.string(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const invitationSchema = z.object({ link: z.string(), expires_at: z.string() });
export const pairingCodeSchema = z.object({ code: z.string(), expires_at: z.string() });

/** A staff account as the staff list shows it (docs/staff-api.md "Accounts"). */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  disabled: z.boolean(),
  /** Whether the one asking may change this account (roleMayActOn). */
  manageable: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffMembersSchema = z.object({ members: z.array(staffMemberSchema) });

/** A change to another's account: a role, disabled or enabled; nothing else, nothing by default. */
export const staffMemberChangeBody = z
  .strictObject({ role: z.enum(staffRoles).optional(), disabled: z.boolean().optional() })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, {
    message: 'role or disabled',
  });
export const passwordResetSchema = z.object({ link: z.string(), expires_at: z.string() });
