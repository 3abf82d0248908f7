import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { I18nProvider } from '@storefront/ui/i18n/react.tsx';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { enter } from '../../../test/enter.ts';
import { CouponField } from './coupon-field.tsx';

afterEach(cleanup);

function renderField(onApply = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <CouponField applied={null} onApply={onApply} onRemove={() => {}} />
    </I18nProvider>,
  );
  return onApply;
}

describe('CouponField (spec §5 coupon)', () => {
  it('refuses fewer than 4 characters without asking the server', async () => {
    const onApply = renderField();
    enter(screen.getByLabelText('Cupón de descuento'), 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'El cupón debe tener al menos 4 caracteres.',
    );
    expect(onApply).not.toHaveBeenCalled();
  });

  it('advises lowercase, sends the code lowercased and shows "invalid coupon"', async () => {
    const onApply = renderField(vi.fn().mockRejectedValue(new ApiError(422, 'invalid_coupon', 'x')));
    enter(screen.getByLabelText('Cupón de descuento'), 'NOEXISTE');
    expect(screen.getByText('Escríbelo en minúsculas: así lo guardamos.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'El cupón no es válido.');
    expect(onApply).toHaveBeenCalledWith('noexiste');
  });
});
