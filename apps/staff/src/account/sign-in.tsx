import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link, useSearchParams } from '@storefront/ui/lib/router.tsx';
import { useState } from 'react';
import { staffApi } from '../app/api.ts';
import { Card, CardForm, EmailField, PasswordField, TextField, useSubmit } from '../app/form.tsx';
import { useSignedIn } from '../app/session.ts';

export function SignIn() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useSubmit(() => staffApi.signIn(email, password), useSignedIn('/'));
  return (
    <CardForm
      title={t('signIn.title')}
      form={form}
      submit={t('signIn.submit')}
      below={
        <Link to="/pair" className="min-h-11 py-2 text-center underline">
          {t('signIn.pairLink')}
        </Link>
      }
    >
      <EmailField label={t('signIn.email')} autoComplete="username" value={email} onChange={setEmail} />
      <PasswordField
        label={t('signIn.password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
    </CardForm>
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
    <CardForm title={t('invitation.title')} form={form} submit={t('invitation.submit')}>
      <TextField label={t('invitation.name')} autoComplete="name" value={name} onChange={setName} />
      <PasswordField
        label={t('invitation.password')}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
      />
    </CardForm>
  );
}

export function Pair() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const form = useSubmit(() => staffApi.pair(code.trim()), useSignedIn('/kitchen'));
  return (
    <CardForm title={t('pair.title')} form={form} submit={t('pair.submit')}>
      <TextField
        label={t('pair.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={setCode}
      />
    </CardForm>
  );
}
