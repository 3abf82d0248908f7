import type { StaffMe } from '@storefront/domain/staff/staff-session.schema';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { staffApi } from '../api.ts';
import { Card, FormError, SubmitButton, TextField, useSubmit } from '../form.tsx';
import { meKey } from '../session.ts';

/** After a sign-in, an accepted invitation or a pairing: who it is, then the console. */
function useSignedIn(to: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (me: StaffMe) => {
    queryClient.setQueryData(meKey, me);
    void navigate(to, { replace: true });
  };
}

/** A form of the signed-out screens: its error first, its fields, its button. */
function SignedOutForm({
  form,
  submit,
  children,
}: {
  form: ReturnType<typeof useSubmit<StaffMe>>;
  submit: string;
  children: ReactNode;
}) {
  return (
    <form ref={form.ref} onSubmit={form.onSubmit} className="flex flex-col gap-4" noValidate>
      <FormError error={form.error} />
      {children}
      <SubmitButton busy={form.busy}>{submit}</SubmitButton>
    </form>
  );
}

export function SignIn() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useSubmit(() => staffApi.signIn(email, password), useSignedIn('/'));
  return (
    <Card title={t('signIn.title')}>
      <SignedOutForm form={form} submit={t('signIn.submit')}>
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={setEmail}
        />
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
      </SignedOutForm>
      <Link to="/pair" className="min-h-11 py-2 text-center underline">
        {t('signIn.pairLink')}
      </Link>
    </Card>
  );
}

export function Invitation() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const form = useSubmit(() => staffApi.acceptInvitation(token, password, name), useSignedIn('/'));
  if (!token) {
    return (
      <Card title={t('invitation.title')}>
        <p role="alert">{t('invitation.missing')}</p>
      </Card>
    );
  }
  return (
    <Card title={t('invitation.title')}>
      <SignedOutForm form={form} submit={t('invitation.submit')}>
        <TextField label={t('invitation.name')} autoComplete="name" value={name} onChange={setName} />
        <TextField
          label={t('invitation.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
      </SignedOutForm>
    </Card>
  );
}

export function Pair() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const form = useSubmit(() => staffApi.pair(code.trim()), useSignedIn('/kitchen'));
  return (
    <Card title={t('pair.title')}>
      <SignedOutForm form={form} submit={t('pair.submit')}>
        <TextField
          label={t('pair.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
        />
      </SignedOutForm>
    </Card>
  );
}
