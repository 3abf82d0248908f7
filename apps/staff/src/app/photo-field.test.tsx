import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { PhotoField } from './photo-field.tsx';

// The back office's photo field (docs/back-office.md#photos) without a server: what it shows for a
// photo and for none, Remove, and a file over the limit refused before any byte is sent. The
// upload itself, through the real server, is in the brand journey (e2e/back-office-brand.spec.ts).

const ref = `media:${'0'.repeat(32)}.1600x1200`;

function Harness({ initial }: { initial: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <PhotoField label="Photo" value={value} onChange={setValue} />
      <div data-testid="value">{value ?? 'none'}</div>
    </>
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('PhotoField', () => {
  it('shows the photo as diners get it, and Remove empties the field and keeps the focus in it', () => {
    render(<Harness initial={ref} />);
    const preview = screen.getByRole('img', { name: 'Photo as diners see it' });
    expect(preview.getAttribute('src')).toBe(`/media/p/${'0'.repeat(32)}-640.webp`);
    expect(preview.getAttribute('srcset')).toContain('-320.webp 320w');
    expect(screen.getByRole('status').textContent).toBe('Photo chosen. Choose another file to replace it.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Photo' }));
    expect(screen.getByTestId('value').textContent).toBe('none');
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Photo'));
    expect(screen.getByRole('status').textContent).toBe('No photo. JPEG, PNG, WebP or HEIC, up to 15 MB.');
  });

  it('refuses a file over 15 MB in the translated words of the server, sending nothing', () => {
    render(<Harness initial={null} />);
    const input = screen.getByLabelText('Photo') as HTMLInputElement;
    const big = new File([new Uint8Array(16 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('The photo is larger than 15 MB.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(screen.getByTestId('value').textContent).toBe('none');
  });
});
