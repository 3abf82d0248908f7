import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { venueFixture } from '../../../test/fixtures.ts';
import { renderInApp, resetApp } from '../../../test/render.tsx';
import { InactiveNotice } from './inactive-notice.tsx';

// The locked venue's notice (spec §1): the venue's own contacts, set in the back office
// (docs/back-office.md#brand), for its diners; the platform's, for renewing the service.

afterEach(resetApp);

const platform = {
  name: 'Storefront',
  directory_url: null,
  signup_url: null,
  contact_email: 'renovaciones@storefront.example',
  contact_phone: null,
  consent_url: '/consent',
};

describe('InactiveNotice', () => {
  it("shows the venue's own contacts apart from the platform's renewal contact", () => {
    renderInApp(<InactiveNotice />, {
      venue: venueFixture({
        name: 'Pizzería Vesubio',
        status: 'locked',
        notice_contacts: { email: 'hola@vesubio.example', phone: '+57 601 555 0100' },
        platform,
      }),
    });
    expect(screen.getByText('Para contactar a Pizzería Vesubio:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hola@vesubio.example' }).getAttribute('href')).toBe(
      'mailto:hola@vesubio.example',
    );
    expect(screen.getByRole('link', { name: '+57 601 555 0100' }).getAttribute('href')).toBe(
      'tel:+576015550100',
    );
    expect(screen.getByRole('link', { name: 'renovaciones@storefront.example' })).toBeTruthy();
  });

  it('says nothing of the venue when it set no contacts', () => {
    renderInApp(<InactiveNotice />, { venue: venueFixture({ name: 'Pizzería Vesubio', platform }) });
    expect(screen.queryByText(/Para contactar a/)).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'renovaciones@storefront.example',
    ]);
  });
});
