import { interpolate } from '../i18n/interpolate.ts';
import type { Lang } from '../venue/venue.schema.ts';
import type { StaffRole } from './staff-roles.rules.ts';

// The e-mails a staff member gets (docs/staff-roles.md): the invitation (who invites them to which
// venue, with which role, and the one-time link that sets their password) and the password reset
// (the link that sets a new one). `{{name}}` marks a parameter.

const roles: Readonly<Record<Lang, Record<StaffRole, string>>> = {
  es: { owner: 'propietario', manager: 'gerente', waiter: 'mesero', kitchen: 'cocina' },
  en: { owner: 'owner', manager: 'manager', waiter: 'waiter', kitchen: 'kitchen' },
  pt: { owner: 'proprietário', manager: 'gerente', waiter: 'garçom', kitchen: 'cozinha' },
};

const templates: Readonly<Record<Lang, { subject: string; body: string }>> = {
  es: {
    subject: 'Tu acceso a {{venue}}',
    body: 'Te invitaron a la consola del personal de {{venue}} ({{role}}). Crea tu contraseña antes de {{until}}: {{link}}',
  },
  en: {
    subject: 'Your access to {{venue}}',
    body: "You are invited to {{venue}}'s staff console ({{role}}). Set your password before {{until}}: {{link}}",
  },
  pt: {
    subject: 'Seu acesso a {{venue}}',
    body: 'Você foi convidado para o console da equipe de {{venue}} ({{role}}). Crie sua senha antes de {{until}}: {{link}}',
  },
};

export function invitationEmail(
  lang: Lang,
  params: { venue: string; role: StaffRole; link: string; until: string },
): { subject: string; body: string } {
  const words = { ...params, role: roles[lang][params.role] };
  return {
    subject: interpolate(templates[lang].subject, words),
    body: interpolate(templates[lang].body, words),
  };
}

const resetTemplates: Readonly<Record<Lang, { subject: string; body: string }>> = {
  es: {
    subject: 'Nueva contraseña para {{venue}}',
    body: 'Se restableció tu acceso a la consola del personal de {{venue}}: tu contraseña anterior ya no sirve. Crea una nueva antes de {{until}}: {{link}}',
  },
  en: {
    subject: 'New password for {{venue}}',
    body: "Your access to {{venue}}'s staff console was reset: your previous password no longer works. Set a new one before {{until}}: {{link}}",
  },
  pt: {
    subject: 'Nova senha para {{venue}}',
    body: 'Seu acesso ao console da equipe de {{venue}} foi redefinido: sua senha anterior não funciona mais. Crie uma nova antes de {{until}}: {{link}}',
  },
};

export function passwordResetEmail(
  lang: Lang,
  params: { venue: string; link: string; until: string },
): { subject: string; body: string } {
  return {
    subject: interpolate(resetTemplates[lang].subject, params),
    body: interpolate(resetTemplates[lang].body, params),
  };
}
