import { CONSENT_POLL_MS } from '@storefront/domain/constants';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDinerStore } from '../../core/session/model/diner-store.ts';
import { renderInApp, resetApp } from '../../test/render.tsx';
import { ConsentFrame } from './consent-frame.tsx';

afterEach(() => {
  resetApp();
  vi.useRealTimers();
});

describe('ConsentFrame (spec §7)', () => {
  it('is added with the session once the browser is idle, and reloaded every 30 s', async () => {
    vi.useFakeTimers();
    useDinerStore.setState({ sessionId: 'ses 1' });
    renderInApp(<ConsentFrame />);
    // the first render's work comes first
    expect(screen.queryByTestId('consent-frame')).toBeNull();
    await act(async () => vi.advanceTimersByTime(3_000));
    const frame = screen.getByTestId('consent-frame');
    expect(frame.getAttribute('src')).toBe('/consent?session_id=ses%201');
    expect(frame.hidden).toBe(true);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    await act(async () => vi.advanceTimersByTime(CONSENT_POLL_MS));
    const reloaded = screen.getByTestId('consent-frame');
    expect(reloaded).not.toBe(frame);
    expect(reloaded.getAttribute('src')).toBe('/consent?session_id=ses%201');
  });

  it('waits for a session: none is stored on a first visit until startup creates it', async () => {
    vi.useFakeTimers();
    renderInApp(<ConsentFrame />);
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(screen.queryByTestId('consent-frame')).toBeNull();
    await act(async () => useDinerStore.setState({ sessionId: 'ses-2' }));
    expect(screen.getByTestId('consent-frame').getAttribute('src')).toBe('/consent?session_id=ses-2');
  });
});
