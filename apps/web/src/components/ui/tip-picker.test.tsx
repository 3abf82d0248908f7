import { suggestedTip, tipOptions } from '@storefront/domain/tip/tip.rules';
import type { TipChoice } from '@storefront/domain/tip/tip.schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { enter } from '../../test/enter.ts';
import { renderInApp, resetApp } from '../../test/render.tsx';
import { TipPicker } from './tip-picker.tsx';
import { type TipState, tipChoiceOf, tipOf, tipStateOf, useTipState } from './tip-state.ts';

afterEach(async () => {
  resetApp();
  await i18n.changeLanguage('es');
});

function Picker({ start, base = 45_900 }: { start: TipState; base?: number }) {
  const [value, setValue] = useState(start);
  return <TipPicker value={value} base={base} currency="COP" onChange={setValue} />;
}

/** A picker whose choice is kept elsewhere (the checkout draft, the table's tip on the server). */
function Kept({ choice, choose }: { choice: TipChoice; choose(choice: TipChoice): void }) {
  const [value, setValue] = useTipState(choice, 'COP', choose);
  return <TipPicker value={value} base={10_000} currency="COP" onChange={setValue} />;
}

describe('the one tip picker (spec §9)', () => {
  it('offers the same choices on every screen: 10% suggested and chosen, 15%, 20%, another value, none', () => {
    renderInApp(<Picker start={tipStateOf(null, 'COP')} />);
    const group = screen.getByRole('group', { name: 'Propina' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent?.replace(/\s/g, ' '))).toEqual([
      '10% (sugerido)$ 4.590',
      '15%$ 6.885',
      '20%$ 9.180',
      'Otro valor',
      'Sin propina',
    ]);
    expect(within(group).getByRole('radio', { name: /^10% \(sugerido\)/ })).toHaveProperty('checked', true);
  });

  it("offers the branch's own percents and suggests its one (ADR 107), and shows nothing when it takes no tips", () => {
    const tips = { enabled: true, percents: [5, 8, 12], suggested: 8 };
    const start = tipStateOf(tipOptions(tips).start, 'COP');
    const { unmount } = renderInApp(
      <TipPicker value={start} base={45_900} currency="COP" tips={tips} onChange={() => {}} />,
    );
    const group = screen.getByRole('group', { name: 'Propina' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['5%$ 2.295', '8% (sugerido)$ 3.672', '12%$ 5.508', 'Otro valor', 'Sin propina']);
    expect(within(group).getByRole('radio', { name: /^8% \(sugerido\)/ })).toHaveProperty('checked', true);
    expect(screen.getByText(/Sugerimos el 8%/)).toBeTruthy();
    unmount();

    const none = { enabled: true, percents: [10, 15], suggested: null };
    const again = renderInApp(
      <TipPicker
        value={tipStateOf(tipOptions(none).start, 'COP')}
        base={45_900}
        currency="COP"
        tips={none}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Sin propina' })).toHaveProperty('checked', true);
    expect(screen.queryByText(/Sugerimos/)).toBeNull();
    again.unmount();

    renderInApp(
      <TipPicker
        value={start}
        base={45_900}
        currency="COP"
        tips={{ ...tips, enabled: false }}
        onChange={() => {}}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Propina' })).toBeNull();
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });

  it('refuses a typed value that is not an amount, in the diner language, and takes a right one', () => {
    void i18n.changeLanguage('en');
    renderInApp(<Picker start={tipStateOf({ include: true, percent: 10, custom_value: 2_000 }, 'COP')} />);
    const field = screen.getByLabelText('Tip amount');
    expect(field).toHaveProperty('value', '2000');
    enter(field, '12abc');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid amount.')).toBeTruthy();
    enter(field, '3000');
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });
});

describe('the tip picker state', () => {
  it('stands for the one tip choice and its amount', () => {
    const custom = { mode: 'custom', percent: 10, text: '12,50' } as const;
    expect(tipChoiceOf(custom, 'BRL')).toEqual({ include: true, percent: 10, custom_value: 1_250 });
    expect(tipOf(custom, 10_000, 'BRL')).toBe(1_250);
    expect(tipOf({ ...custom, text: '' }, 10_000, 'BRL')).toBe(0);
    expect(tipOf({ ...custom, text: 'x' }, 10_000, 'BRL')).toBeNull();
    expect(tipOf(tipStateOf(null, 'COP'), 45_900, 'COP')).toBe(4_590);
    expect(tipChoiceOf({ mode: 'none', percent: 10, text: '' }, 'COP')).toEqual({
      include: false,
      percent: 10,
      custom_value: null,
    });
  });

  it('hands each valid change on and follows a change made elsewhere', () => {
    const choose = vi.fn();
    const { rerender } = renderInApp(<Kept choice={suggestedTip} choose={choose} />);
    fireEvent.click(screen.getByRole('radio', { name: /^15%/ }));
    expect(choose).toHaveBeenLastCalledWith({ include: true, percent: 15, custom_value: null });
    fireEvent.click(screen.getByRole('radio', { name: 'Otro valor' }));
    enter(screen.getByLabelText('Valor de la propina'), 'abc');
    expect(choose).toHaveBeenCalledTimes(2);
    rerender(<Kept choice={{ include: true, percent: 20, custom_value: null }} choose={choose} />);
    expect(screen.getByRole('radio', { name: /^20%/ })).toHaveProperty('checked', true);
  });
});
