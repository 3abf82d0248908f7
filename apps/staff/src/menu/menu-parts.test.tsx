import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { QueryClient, QueryClientProvider } from '@storefront/ui/lib/query.tsx';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { categoryBodyOf, type LangText } from './menu-form.ts';
import { LangFields, MenuForm, useMenuSave } from './menu-parts.tsx';

// The menu editor's form frame without a server: a draft it cannot send marks the field and moves
// the focus there; a 400 naming a field does the same; someone else's save (409 stale_edit) is an
// alert that takes the focus and offers Reload. The real refusals, through the real server, are in
// e2e/back-office-menu.spec.ts and the API's tests.

function Harness({ send, onDone }: { send: () => Promise<unknown>; onDone: () => void }) {
  const save = useMenuSave();
  const [name, setName] = useState<LangText>({ es: '', en: '' });
  return (
    <MenuForm
      save={save}
      title="A category"
      onSubmit={() => void save.run(categoryBodyOf({ name, image: null, parent_id: '' }), send)}
      onDone={onDone}
    >
      <LangFields
        label="Name"
        field="name"
        value={name}
        languages={['es', 'en']}
        error={save.error}
        onChange={setName}
      />
    </MenuForm>
  );
}

function renderForm(send: () => Promise<unknown>) {
  const done: string[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness send={send} onDone={() => done.push('done')} />
    </QueryClientProvider>,
  );
  return done;
}

const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the menu editor’s form frame', () => {
  it('marks a field it cannot send, says so politely and moves the focus to the field', async () => {
    const sent: unknown[] = [];
    renderForm(async () => sent.push('sent'));
    await save();
    const spanish = screen.getByLabelText('Name (Spanish)');
    expect(spanish.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(spanish);
    expect(screen.getByText('The Spanish text is required.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Check the marked fields.');
    expect(sent).toEqual([]);
  });

  it('marks the field a 400 names, and focuses it', async () => {
    renderForm(async () => {
      throw new ApiError(400, 'validation_failed', 'Invalid data', { fields: 'name/en' });
    });
    fireEvent.change(screen.getByLabelText('Name (Spanish)'), { target: { value: 'Tacos' } });
    await save();
    const english = screen.getByLabelText('Name (English)');
    expect(english.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(english);
    expect(screen.getByText('Check this field.')).toBeTruthy();
  });

  it('says someone changed it in an alert that takes the focus, and Reload closes the form', async () => {
    const done = renderForm(async () => {
      throw new ApiError(409, 'stale_edit', 'stale');
    });
    fireEvent.change(screen.getByLabelText('Name (Spanish)'), { target: { value: 'Tacos' } });
    await save();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Someone changed this while you were editing.');
    expect(document.activeElement).toBe(alert);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    expect(done).toEqual(['done']);
  });
});
