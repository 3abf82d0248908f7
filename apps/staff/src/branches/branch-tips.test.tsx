import { QueryClient, QueryClientProvider } from '@storefront/ui/lib/query.tsx';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { TipsSection } from './branch-tips.tsx';
import type { BranchSettings } from './branches-api.ts';

// The Branches screen's Tips section without a server: what a branch that never set its tips shows,
// and a setting the domain's schema refuses is named in an alert that takes the focus before
// anything is sent. Saving, the 409 and the diner's side go through the real server in
// apps/server/src/modules/venue/branch-tips.api.test.ts.

const settings = (tips: BranchSettings['tips']['tips']) =>
  ({ version: 3, currency: 'COP', tips: { tips } }) as BranchSettings;

function renderSection(tips: BranchSettings['tips']['tips']) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TipsSection branch="chapinero" settings={settings(tips)} />
    </QueryClientProvider>,
  );
}

const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save Tips' })));
const percent = (n: number) => screen.getByLabelText(`Percentage ${n}`) as HTMLInputElement;
const suggested = () => screen.getByLabelText('Suggested and chosen at the start') as HTMLSelectElement;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the Tips section of a branch', () => {
  it("shows the spec's 10, 15 and 20 with 10 suggested for a branch that never set its tips", () => {
    renderSection(null);
    expect(screen.getByRole('checkbox', { name: 'Diners may add a tip' })).toHaveProperty('checked', true);
    expect([1, 2, 3].map((n) => percent(n).value)).toEqual(['10', '15', '20']);
    expect(suggested().value).toBe('10');
  });

  it("shows a branch's own setting, tips off and a box left empty", () => {
    renderSection({ enabled: false, percents: [8, 12], suggested: null });
    expect(screen.getByRole('checkbox', { name: 'Diners may add a tip' })).toHaveProperty('checked', false);
    expect([1, 2, 3].map((n) => percent(n).value)).toEqual(['8', '12', '']);
    expect(suggested().value).toBe('');
  });

  it('names a percentage out of range or given twice in an alert that takes the focus, sending nothing', async () => {
    renderSection(null);
    fireEvent.change(percent(3), { target: { value: '60' } });
    await save();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('whole number from 1 to 50');
    expect(document.activeElement).toBe(alert);

    fireEvent.change(percent(3), { target: { value: '15' } });
    await save();
    expect(screen.getByRole('alert').textContent).toContain('Each percentage only once.');
  });
});
