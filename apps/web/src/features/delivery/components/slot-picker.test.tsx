import type { SlotList } from '@storefront/domain/delivery/delivery.schema';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstError } from '@storefront/ui/components/use-first-error-focus.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { I18nProvider } from '@storefront/ui/i18n/react.tsx';
import { SlotPicker } from './slot-picker.tsx';

afterEach(cleanup);

const slots: SlotList = {
  time_zone: 'America/Bogota',
  slots: [
    { start: '2030-03-06T17:00:00.000Z', end: '2030-03-06T17:30:00.000Z', remaining: 2 },
    { start: '2030-03-06T17:30:00.000Z', end: '2030-03-06T18:00:00.000Z', remaining: 0 },
  ],
};

function picker(props: { slots: SlotList | undefined; failed?: boolean; error?: string | null }) {
  return (
    <I18nProvider i18n={i18n}>
      <form>
        <SlotPicker
          slots={props.slots}
          failed={props.failed ?? false}
          value={null}
          onChange={() => {}}
          label="Fecha y hora de entrega"
          error={props.error ?? null}
          locale="es-CO"
        />
      </form>
    </I18nProvider>
  );
}

describe('SlotPicker (spec §5 scheduled orders)', () => {
  it('is there while the slots load, busy, so a refused Continue can take the diner to it', () => {
    render(picker({ slots: undefined, error: 'schedule_date_required' }));
    const field = screen.getByLabelText('Fecha y hora de entrega');
    expect(field.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('option', { name: 'Cargando horarios…' })).toBeTruthy();
    expect(focusFirstError(document.body)).toBe(field);
    expect(document.activeElement).toBe(field);
  });

  it('keeps the focus on the same field when the slots arrive', () => {
    const { rerender } = render(picker({ slots: undefined, error: 'schedule_date_required' }));
    const field = screen.getByLabelText('Fecha y hora de entrega');
    field.focus();
    rerender(picker({ slots, error: 'schedule_date_required' }));
    expect(screen.getByLabelText('Fecha y hora de entrega')).toBe(field);
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-busy')).toBe('false');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).disabled)).toEqual([false, false, true]);
  });

  it('says the slots could not be read instead of loading for ever', () => {
    render(picker({ slots: undefined, failed: true }));
    expect(screen.getByRole('alert').textContent).toBe(
      'No pudimos atenderte en este momento. Vuelve a intentarlo en un momento.',
    );
    expect(screen.queryByLabelText('Fecha y hora de entrega')).toBeNull();
  });
});
