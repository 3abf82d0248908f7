import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  afterFailedSignIn,
  isLockedOut,
  roleMayInvite,
  STAFF_INVITATION_MS,
  STAFF_PAIRING_CODE_DIGITS,
  STAFF_PAIRING_CODE_MS,
  type StaffRole,
  staffRoles,
} from '@storefront/domain/staff/staff-roles.rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findStaffUser,
  insertInvitation,
  insertPairingCode,
  redeemInvitation,
  redeemPairingCode,
  setPasswordHash,
  setSignInFailures,
} from './staff-accounts.repository.ts';
import { hashSecret, newSecret, type StaffSession } from './staff-session.ts';

// Staff accounts (docs/decisions/026-staff-accounts.md): argon2id password hashes
// (@node-rs/argon2, its defaults: 19 MiB, 2 passes), lockout after repeated failures, one-time
// invitation links and kitchen-tablet pairing codes. Every lookup is within the venue.

/** Compared against when the e-mail is unknown, so an unknown account costs as long as a known one. */
let decoyHash: Promise<string> | null = null;
const decoy = () => {
  decoyHash ??= hash(newSecret());
  return decoyHash;
};

export interface SignedInUser {
  id: string;
  role: StaffRole;
  email: string;
  name: string;
}

const roleOf = (value: string): StaffRole => staffRoles.find((r) => r === value) ?? 'kitchen';

/** Checks e-mail and password: 401 `invalid_credentials` (the same for an unknown e-mail), 429
 * `account_locked` while locked; failures count towards the lock, a success clears them. */
export async function signIn(
  db: Db,
  instanceId: number,
  email: string,
  password: string,
  now = new Date(),
): Promise<SignedInUser> {
  const user = await findStaffUser(db, instanceId, email);
  if (!user?.passwordHash || user.disabledAt) {
    await verify(await decoy(), password).catch(() => false);
    throw new AppError(401, 'invalid_credentials');
  }
  if (isLockedOut(user.lockedUntil, now)) {
    throw new AppError(429, 'account_locked', { minutes: minutesLeft(user.lockedUntil!, now) });
  }
  if (!(await verify(user.passwordHash, password).catch(() => false))) {
    const next = afterFailedSignIn(user.failedSignIns, now);
    await setSignInFailures(db, user.id, next.failures, next.lockedUntil);
    if (next.lockedUntil) {
      throw new AppError(429, 'account_locked', { minutes: minutesLeft(next.lockedUntil, now) });
    }
    throw new AppError(401, 'invalid_credentials');
  }
  if (user.failedSignIns !== 0 || user.lockedUntil) {
    await setSignInFailures(db, user.id, 0, null);
  }
  return { id: user.id, role: roleOf(user.role), email: user.email, name: user.name };
}

function minutesLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

export async function changePassword(
  db: Db,
  session: StaffSession,
  current: string,
  next: string,
): Promise<void> {
  if (!session.userId || !session.email) throw new AppError(403, 'forbidden');
  await signIn(db, session.instanceId, session.email, current);
  await setPasswordHash(db, session.instanceId, session.userId, await hash(next));
}

/** A one-time invitation; the secret goes in the link and only its hash is kept. */
export async function invite(
  db: Db,
  instanceId: number,
  email: string,
  role: StaffRole,
  inviter: { role: StaffRole | null; userId: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  if (inviter.role !== null && !roleMayInvite(inviter.role, role)) throw new AppError(403, 'forbidden');
  const token = newSecret();
  const expiresAt = new Date(Date.now() + STAFF_INVITATION_MS);
  await insertInvitation(db, {
    instanceId,
    email,
    role,
    tokenHash: hashSecret(token),
    invitedBy: inviter.userId,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Uses an invitation once: creates the account (or resets its password and role) and answers it. */
export async function acceptInvitation(
  db: Db,
  instanceId: number,
  token: string,
  password: string,
  name: string | undefined,
): Promise<SignedInUser> {
  const passwordHash = await hash(password);
  const user = await redeemInvitation(db, instanceId, hashSecret(token), { passwordHash, name });
  if (!user) throw new AppError(410, 'invitation_invalid');
  return { id: user.id, role: roleOf(user.role), email: user.email, name: user.name };
}

/** A short numeric code that pairs one tablet to the branch, once, for a few minutes. */
export async function createPairingCode(
  db: Db,
  instanceId: number,
  supplierId: number,
  createdBy: string | null,
): Promise<{ code: string; expiresAt: Date }> {
  const code = String(randomInt(0, 10 ** STAFF_PAIRING_CODE_DIGITS)).padStart(STAFF_PAIRING_CODE_DIGITS, '0');
  const expiresAt = new Date(Date.now() + STAFF_PAIRING_CODE_MS);
  await insertPairingCode(db, { instanceId, supplierId, codeHash: hashSecret(code), createdBy, expiresAt });
  return { code, expiresAt };
}

/** The branch a pairing code names, using the code up; 401 `pairing_code_invalid` otherwise. */
export async function usePairingCode(db: Db, instanceId: number, code: string): Promise<number> {
  const supplierId = await redeemPairingCode(db, instanceId, hashSecret(code));
  if (supplierId === null) throw new AppError(401, 'pairing_code_invalid');
  return supplierId;
}
