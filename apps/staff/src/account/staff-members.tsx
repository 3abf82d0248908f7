import { roleMayInvite, type StaffRole, staffRoles } from '@storefront/domain/staff/staff-roles.rules';
import type { StaffMember } from '@storefront/domain/staff/staff-session.schema';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useMutation, useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useState } from 'react';
import { staffApi } from '../app/api.ts';
import { errorText, FormError } from '../app/form.tsx';

// The venue's staff for owners and managers (docs/staff-roles.md "Accounts"): each account's role,
// disabling and enabling it, a password-reset link. Only the accounts the server marks manageable
// (a lower role: roleMayActOn) have controls; every change ends that person's sessions at once,
// which the screen says. Disabling and resetting ask to be confirmed first.

type Act = { kind: 'role'; role: StaffRole } | { kind: 'disable' | 'enable' | 'reset' };

export function StaffMembers({ role: actor }: { role: StaffRole }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['staff', 'members'];
  const list = useQuery({ queryKey: key, queryFn: () => staffApi.members() });
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ member: StaffMember; act: Act } | null>(null);
  const act = useMutation({
    mutationFn: async ({ member, act: what }: { member: StaffMember; act: Act }) => {
      if (what.kind === 'reset') return { link: (await staffApi.resetPassword(member.id)).link };
      const change = what.kind === 'role' ? { role: what.role } : { disabled: what.kind === 'disable' };
      await staffApi.changeMember(member.id, change);
      return { link: null };
    },
    onMutate: () => {
      setError(null);
      setStatus('');
      setConfirming(null);
    },
    onSuccess: ({ link }, { member, act: what }) => {
      const who = member.name || member.email;
      setStatus(
        what.kind === 'reset'
          ? t('members.resetDone', { who, link })
          : what.kind === 'role'
            ? t('members.roleDone', { who, role: t(`roles.${what.role}`) })
            : t(what.kind === 'disable' ? 'members.disabledDone' : 'members.enabledDone', { who }),
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (caught) => setError(errorText(t, caught)),
  });
  const members = list.data?.members ?? [];
  return (
    <section aria-labelledby="staff-members" className="flex flex-col gap-3">
      <h2 id="staff-members" className="text-lg font-semibold">
        {t('members.title')}
      </h2>
      <p className="text-muted">{t('members.hint')}</p>
      {list.isLoadingError ? (
        <FormError error={errorText(t, list.error)} />
      ) : list.isPending ? (
        <p>{t('loading')}</p>
      ) : null}
      <FormError error={error} />
      <p aria-live="polite" className="break-all">
        {status}
      </p>
      <ul className="divide-y divide-line">
        {members.map((member) => {
          const who = member.name || member.email;
          const asking = confirming?.member.id === member.id ? confirming.act : null;
          return (
            <li key={member.id} className="flex flex-col gap-2 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold break-all">{who}</span>
                <span className="text-sm text-muted">
                  {t(`roles.${member.role}`)}
                  {member.disabled && ` · ${t('members.disabled')}`}
                </span>
              </div>
              {member.name && <span className="text-sm text-muted break-all">{member.email}</span>}
              {member.manageable && !asking && (
                <div className="flex flex-wrap items-center gap-2">
                  <label className="flex items-center gap-2 text-sm">
                    <span className="sr-only">{t('members.roleOf', { who })}</span>
                    <select
                      className="min-h-11 rounded-lg border border-line bg-surface px-2"
                      value={member.role}
                      disabled={act.isPending || member.disabled}
                      onChange={(event) =>
                        act.mutate({ member, act: { kind: 'role', role: event.target.value as StaffRole } })
                      }
                    >
                      {staffRoles
                        .filter((r) => r === member.role || roleMayInvite(actor, r))
                        .map((r) => (
                          <option key={r} value={r}>
                            {t(`roles.${r}`)}
                          </option>
                        ))}
                    </select>
                  </label>
                  {member.disabled ? (
                    <ActButton
                      label={t('members.enableOf', { who })}
                      onClick={() => act.mutate({ member, act: { kind: 'enable' } })}
                    >
                      {t('members.enable')}
                    </ActButton>
                  ) : (
                    <>
                      <ActButton
                        label={t('members.disableOf', { who })}
                        onClick={() => setConfirming({ member, act: { kind: 'disable' } })}
                      >
                        {t('members.disable')}
                      </ActButton>
                      <ActButton
                        label={t('members.resetOf', { who })}
                        onClick={() => setConfirming({ member, act: { kind: 'reset' } })}
                      >
                        {t('members.reset')}
                      </ActButton>
                    </>
                  )}
                </div>
              )}
              {asking && (
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-2 font-medium">
                    {t(asking.kind === 'reset' ? 'members.confirmReset' : 'members.confirmDisable', { who })}
                  </legend>
                  <div className="flex flex-wrap gap-2">
                    <ActButton strong onClick={() => act.mutate({ member, act: asking })}>
                      {t(
                        asking.kind === 'reset'
                          ? 'members.confirmResetButton'
                          : 'members.confirmDisableButton',
                      )}
                    </ActButton>
                    <ActButton onClick={() => setConfirming(null)}>{t('members.cancel')}</ActButton>
                  </div>
                </fieldset>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A button of an account's row; `label` names the account for a screen reader and starts with the
 * visible text (WCAG 2.5.3). */
function ActButton({
  onClick,
  children,
  label,
  strong = false,
}: {
  onClick: () => void;
  children: string;
  label?: string;
  strong?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={
        strong
          ? 'min-h-11 rounded-lg bg-brand px-3 font-semibold text-on-brand'
          : 'min-h-11 rounded-lg border border-line px-3 font-medium'
      }
    >
      {children}
    </button>
  );
}
