import { roleMayInvite, type StaffRole, staffRoles } from '@storefront/domain/staff/staff-roles.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/field.tsx';
import { staffApi } from '../api.ts';
import { FormError, SubmitButton, TextField, useSubmit } from '../form.tsx';
import { can } from '../session.ts';
import { useConsole } from './layout.tsx';

// One's password; for owners and managers, inviting staff and pairing a kitchen tablet.

export function Account() {
  const { t } = useTranslation();
  const { me } = useConsole();
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-8 p-4">
      <h1 className="text-xl font-bold text-title">{t('account.title')}</h1>
      <ChangePassword />
      {can(me, 'staff.invite') && <Invite role={me.role} />}
      {can(me, 'pairing.create') && <PairingCode />}
    </main>
  );
}

function ChangePassword() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [done, setDone] = useState(false);
  const { ref, onSubmit, error, busy } = useSubmit(
    () => staffApi.changePassword(current, next),
    () => {
      setDone(true);
      setCurrent('');
      setNext('');
    },
  );
  return (
    <form ref={ref} onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
      <h2 className="text-lg font-semibold">{t('account.change')}</h2>
      <FormError error={error} />
      <TextField
        label={t('account.current')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
      />
      <TextField
        label={t('account.new')}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={setNext}
      />
      <SubmitButton busy={busy}>{t('account.change')}</SubmitButton>
      <p aria-live="polite">{done ? t('account.changed') : ''}</p>
    </form>
  );
}

function Invite({ role: inviter }: { role: StaffRole }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('waiter');
  const [link, setLink] = useState<string | null>(null);
  const { ref, onSubmit, error, busy } = useSubmit(
    () => staffApi.invite(email, role),
    (answer) => setLink(answer.link),
  );
  return (
    <form ref={ref} onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
      <h2 className="text-lg font-semibold">{t('account.invite')}</h2>
      <FormError error={error} />
      <TextField
        label={t('account.inviteEmail')}
        type="email"
        inputMode="email"
        value={email}
        onChange={setEmail}
      />
      <label className="flex flex-col font-medium">
        {t('account.role')}
        <select className={inputClass} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
          {staffRoles
            .filter((r) => roleMayInvite(inviter, r))
            .map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
        </select>
      </label>
      <SubmitButton busy={busy}>{t('account.inviteSubmit')}</SubmitButton>
      <p aria-live="polite" className="break-all">
        {link ? t('account.link', { link }) : ''}
      </p>
    </form>
  );
}

function PairingCode() {
  const { t } = useTranslation();
  const { branch } = useConsole();
  const [made, setMade] = useState<string | null>(null);
  const { ref, onSubmit, error, busy } = useSubmit(
    () => staffApi.pairingCode(branch),
    (answer) => setMade(answer.code),
  );
  return (
    <form ref={ref} onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
      <h2 className="text-lg font-semibold">{t('pair.make')}</h2>
      <FormError error={error} />
      <SubmitButton busy={busy}>{t('pair.make')}</SubmitButton>
      <p aria-live="polite" className="text-2xl font-bold tabular-nums">
        {made ? t('pair.made', { branch, code: made }) : ''}
      </p>
    </form>
  );
}
