import { describe, expect, it } from 'vitest';
import { invitationEmail } from './staff-messages.ts';

describe('invitationEmail', () => {
  it('names the venue, the role in the language and the one-time link', () => {
    const mail = invitationEmail('es', {
      venue: 'La Brasa',
      role: 'waiter',
      link: 'https://la-brasa.example/staff/invitation?token=x',
      until: '2026-11-27 10:00',
    });
    expect(mail.subject).toBe('Tu acceso a La Brasa');
    expect(mail.body).toContain('(mesero)');
    expect(mail.body).toContain('https://la-brasa.example/staff/invitation?token=x');
    expect(invitationEmail('pt', { venue: 'V', role: 'kitchen', link: 'l', until: 'u' }).body).toContain(
      'cozinha',
    );
  });
});
