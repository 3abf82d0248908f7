import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  pairingCodeDigits,
  STAFF_PAIRING_CODE_DIGITS,
  STAFF_PAIRING_CODE_MS,
} from '@storefront/domain/staff/pairing-code.rules';
import { signInThrottleKeys } from '@storefront/domain/staff/sign-in-throttle.rules';
import {
  roleMayActOn,
  roleMayInvite,
  STAFF_INVITATION_MS,
  type StaffRole,
  staffRoles,
} from '@storefront/domain/staff/staff-roles.rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  clearSignInFailures,
  findStaffUser,
  findStaffUserById,
  insertInvitation,
  insertPairingCode,
  redeemInvitation,
  redeemPairingCode,
  type StaffUserRow,
  setPasswordHash,
  takeSignInAttempt,
  updateStaffUser,
} from './staff-accounts.repository.ts';
import { hashSecret, newSecret, type StaffSession } from './staff-session.ts';
import { revokeSessionsOf } from './staff-sessions.repository.ts';

// Staff accounts (docs/decisions/026-staff-accounts.md, docs/staff-roles.md "Accounts"): argon2id
// password hashes (@node-rs/argon2, its defaults: 19 MiB, 2 passes), sign-in throttled with growing
// delays per account, address and both (sign-in-throttle.rules.ts), one-time invitation and
// password-reset links, kitchen-tablet pairing codes. Every lookup is within the venue.

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
const signedIn = (user: StaffUserRow): SignedInUser => ({
  id: user.id,
  role: roleOf(user.role),
  email: user.email,
  name: user.name,
});

/** Checks e-mail and password from an address: 401 `invalid_credentials` (the same for an unknown
 * e-mail, a disabled account and a wrong password), 429 `sign_in_throttled` with the seconds to wait
 * while a key must wait — counted alike whether the e-mail exists or not. */
export async function signIn(
  db: Db,
  instanceId: number,
  email: string,
  password: string,
  address: string,
  now = new Date(),
): Promise<SignedInUser> {
  const keys = signInThrottleKeys(email, address);
  const { waitMs } = await takeSignInAttempt(db, instanceId, keys, now);
  if (waitMs > 0) throw new AppError(429, 'sign_in_throttled', { seconds: Math.ceil(waitMs / 1000) });
  const user = await findStaffUser(db, instanceId, email);
  if (!user?.passwordHash || user.disabledAt) {
    await verify(await decoy(), password).catch(() => false);
    throw new AppError(401, 'invalid_credentials');
  }
  if (!(await verify(user.passwordHash, password).catch(() => false))) {
    throw new AppError(401, 'invalid_credentials');
  }
  await clearSignInFailures(db, instanceId, [keys.account_address, keys.account]);
  return signedIn(user);
}

/** Changes one's own password (the current one checked as a sign-in); the caller ends the other
 * sessions. */
export async function changePassword(
  db: Db,
  session: StaffSession,
  current: string,
  next: string,
  address: string,
): Promise<void> {
  if (!session.userId || !session.email) throw new AppError(403, 'forbidden');
  await signIn(db, session.instanceId, session.email, current, address);
  await setPasswordHash(db, session.instanceId, session.userId, await hash(next));
}

/** Who acts on accounts: a signed-in person, or an integration's token (null role: the operator,
 * who may invite the first owner). */
export interface Actor {
  role: StaffRole | null;
  userId: string | null;
}

/** A one-time invitation for a new account; the secret goes in the link and only its hash is kept.
 * 409 `staff_account_exists` when the venue has an account with that e-mail already: an invitation
 * never touches an existing account (its role and password are changed from the staff list). */
export async function invite(
  db: Db,
  instanceId: number,
  email: string,
  role: StaffRole,
  inviter: Actor,
): Promise<{ token: string; expiresAt: Date }> {
  if (inviter.role !== null && !roleMayInvite(inviter.role, role)) throw new AppError(403, 'forbidden');
  if (await findStaffUser(db, instanceId, email)) throw new AppError(409, 'staff_account_exists');
  return issueLink(db, {
    instanceId,
    email,
    role,
    purpose: 'invite',
    userId: null,
    invitedBy: inviter.userId,
  });
}

async function issueLink(
  db: Db,
  link: {
    instanceId: number;
    email: string;
    role: StaffRole;
    purpose: 'invite' | 'reset';
    userId: string | null;
    invitedBy: string | null;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + STAFF_INVITATION_MS);
  await insertInvitation(db, { ...link, tokenHash: hashSecret(token), expiresAt });
  return { token, expiresAt };
}

/** Uses an invitation or a reset link once: creates the account, or sets the password of the one a
 * reset names; answers who signs in, and whether a password was reset (its sessions then end). */
export async function acceptInvitation(
  db: Db,
  instanceId: number,
  token: string,
  password: string,
  name: string | undefined,
): Promise<{ user: SignedInUser; reset: boolean }> {
  const passwordHash = await hash(password);
  const redeemed = await redeemInvitation(db, instanceId, hashSecret(token), { passwordHash, name });
  if (redeemed.outcome === 'account_exists') throw new AppError(409, 'staff_account_exists');
  if (redeemed.outcome === 'invalid') throw new AppError(410, 'invitation_invalid');
  return { user: signedIn(redeemed.user), reset: redeemed.outcome === 'reset' };
}

/** The account another staff member acts on, if the actor may (roleMayActOn): 404 when unknown in
 * the venue, 403 when it is one's own or of a role the actor may not act on. */
async function accountToActOn(db: Db, instanceId: number, actor: Actor, id: string): Promise<StaffUserRow> {
  const target = await findStaffUserById(db, instanceId, id);
  if (!target) throw new AppError(404, 'not_found');
  if (actor.role !== null && !roleMayActOn(actor.role, roleOf(target.role), actor.userId === target.id)) {
    throw new AppError(403, 'forbidden');
  }
  return target;
}

/** Changes an account's role or disables or enables it; every session of the account ends. */
export async function changeAccount(
  db: Db,
  instanceId: number,
  actor: Actor,
  id: string,
  change: { role?: StaffRole | undefined; disabled?: boolean | undefined },
): Promise<{ user: StaffUserRow; endedSessions: string[] }> {
  await accountToActOn(db, instanceId, actor, id);
  if (change.role && actor.role !== null && !roleMayInvite(actor.role, change.role)) {
    throw new AppError(403, 'forbidden');
  }
  const user = await updateStaffUser(db, instanceId, id, change);
  if (!user) throw new AppError(404, 'not_found');
  const endedSessions = await revokeSessionsOf(db, instanceId, id);
  return { user, endedSessions };
}

/** A one-time link that sets a new password for an account the actor may act on. The old password
 * stops working and the account's sessions end now: a reset is asked for when a password is
 * forgotten or may be known to someone else. */
export async function issuePasswordReset(
  db: Db,
  instanceId: number,
  actor: Actor,
  id: string,
): Promise<{ token: string; expiresAt: Date; user: StaffUserRow; endedSessions: string[] }> {
  const user = await accountToActOn(db, instanceId, actor, id);
  if (user.disabledAt) throw new AppError(409, 'staff_account_disabled');
  const { token, expiresAt } = await issueLink(db, {
    instanceId,
    email: user.email,
    role: roleOf(user.role),
    purpose: 'reset',
    userId: user.id,
    invitedBy: actor.userId,
  });
  await setPasswordHash(db, instanceId, id, null);
  const endedSessions = await revokeSessionsOf(db, instanceId, id);
  return { token, expiresAt, user, endedSessions };
}

/** A numeric code that pairs one tablet to the branch, once, for a few minutes. */
export async function createPairingCode(
  db: Db,
  instanceId: number,
  supplierId: number,
  createdBy: string | null,
): Promise<{ code: string; expiresAt: Date }> {
  const code = Array.from({ length: STAFF_PAIRING_CODE_DIGITS }, () => randomInt(0, 10)).join('');
  const expiresAt = new Date(Date.now() + STAFF_PAIRING_CODE_MS);
  await insertPairingCode(db, { instanceId, supplierId, codeHash: hashSecret(code), createdBy, expiresAt });
  return { code, expiresAt };
}

/** The branch a pairing code names, using the code up; 401 `pairing_code_invalid` otherwise, 429
 * `pairing_paused` while the venue has had too many failed pairings (pairing-code.rules.ts). */
export async function usePairingCode(
  db: Db,
  instanceId: number,
  typed: string,
  now = new Date(),
): Promise<number> {
  const code = pairingCodeDigits(typed);
  if (code === null) throw new AppError(401, 'pairing_code_invalid');
  const supplierId = await redeemPairingCode(db, instanceId, hashSecret(code), now);
  if (supplierId === 'ceiling') throw new AppError(429, 'pairing_paused');
  if (supplierId === null) throw new AppError(401, 'pairing_code_invalid');
  return supplierId;
}
