import { pairingCodeGroups } from '@storefront/domain/staff/pairing-code.rules';
import { roleMayInvite, type StaffRole, staffRoles } from '@storefront/domain/staff/staff-roles.rules';
import { FieldSelect } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useState } from 'react';
import { staffApi } from '../app/api.ts';
import { EmailField, FormError, PasswordField, SubmitButton, SubmitForm, useSubmit } from '../app/form.tsx';
import { useConsole } from '../app/layout.tsx';
import { can, useSignedIn } from '../app/session.ts';
import { StaffMembers } from './staff-members.tsx';

// One's password; for owners and managers, inviting staff, the staff list and pairing a kitchen tablet.

export function Account() {
  const { t } = useTranslation();
  const { me } = useConsole();
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-8 p-4">
      <h1 className="text-xl font-bold text-title">{t('account.title')}</h1>
      <ChangePassword />
      {can(me, 'staff.invite') && <Invite role={me.role} />}
      {can(me, 'staff.manage') && <StaffMembers role={me.role} />}
      {can(me, 'pairing.create') && <PairingCode />}
    </main>
  );
}

function ChangePassword() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [done, setDone] = useState(false);
  const form = useSubmit(
    () => staffApi.changePassword(current, next),
    () => {
      setDone(true);
      setCurrent('');
      setNext('');
    },
  );
  return (
    <SubmitForm
      form={form}
      heading={t('account.change')}
      submit={t('account.change')}
      status={done ? t('account.changed') : ''}
    >
      <PasswordField
        label={t('account.current')}
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
      />
      <PasswordField label={t('account.new')} autoComplete="new-password" value={next} onChange={setNext} />
    </SubmitForm>
  );
}

function Invite({ role: inviter }: { role: StaffRole }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('waiter');
  const [link, setLink] = useState<string | null>(null);
  const form = useSubmit(
    () => staffApi.invite(email, role),
    (answer) => setLink(answer.link),
  );
  return (
    <SubmitForm
      form={form}
      heading={t('account.invite')}
      submit={t('account.inviteSubmit')}
      status={link ? t('account.link', { link }) : ''}
      statusClass="break-all"
    >
      <EmailField label={t('account.inviteEmail')} value={email} onChange={setEmail} />
      <FieldSelect
        label={t('account.role')}
        value={role}
        onChange={(e) => setRole(e.target.value as StaffRole)}
      >
        {staffRoles
          .filter((r) => roleMayInvite(inviter, r))
          .map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
      </FieldSelect>
    </SubmitForm>
  );
}

function PairingCode() {
  const { t } = useTranslation();
  const { branch } = useConsole();
  const [made, setMade] = useState<string | null>(null);
  const form = useSubmit(
    () => staffApi.pairingCode(branch),
    (answer) => setMade(answer.code),
  );
  return (
    <div className="flex flex-col gap-4">
      <SubmitForm
        form={form}
        heading={t('pair.make')}
        submit={t('pair.make')}
        status={made ? t('pair.made', { branch, code: pairingCodeGroups(made) }) : ''}
        statusClass="text-2xl font-bold tabular-nums"
      />
      <PairThisDevice branch={branch} />
    </div>
  );
}

/** On the tablet itself, signed in: makes it the branch's kitchen tablet without a code (as Square
 * lets a KDS sign in on the device), ending one's own session there; asked to be confirmed first. */
function PairThisDevice({ branch }: { branch: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const form = useSubmit(() => staffApi.pairThisDevice(branch), useSignedIn('/kitchen'));
  if (!asking) {
    return (
      <button
        type="button"
        className="min-h-11 rounded-lg border border-line px-3 font-medium"
        onClick={() => setAsking(true)}
      >
        {t('pair.thisDevice')}
      </button>
    );
  }
  return (
    <form ref={form.ref} onSubmit={form.onSubmit} noValidate>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-medium">{t('pair.thisDeviceConfirm', { branch })}</legend>
        <FormError error={form.error} />
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={form.busy}>{t('pair.thisDeviceSubmit')}</SubmitButton>
          <button
            type="button"
            className="min-h-11 rounded-lg border border-line px-3 font-medium"
            onClick={() => setAsking(false)}
          >
            {t('members.cancel')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
