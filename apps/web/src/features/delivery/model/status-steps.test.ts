import { describe, expect, it } from 'vitest';
import { statusSteps } from './status-steps.ts';

const history = [
  { status: 'on_hold' as const, at: '2026-03-02T18:00:00Z' },
  { status: 'accepted' as const, at: '2026-03-02T18:02:00Z' },
];

describe('statusSteps', () => {
  it('marks the steps reached, the current one and those to come', () => {
    const steps = statusSteps({
      service: 'delivery',
      status: 'accepted',
      details: { status_history: history } as never,
    });
    expect(steps.map((s) => `${s.status}:${s.state}`)).toEqual([
      'on_hold:done',
      'accepted:current',
      'preparation:upcoming',
      'packed:upcoming',
      'on_the_way:upcoming',
      'delivered:upcoming',
    ]);
    expect(steps[1]!.at).toBe('2026-03-02T18:02:00Z');
  });

  it('has no "on the way" step for take-away, and nothing current once canceled', () => {
    const takeAway = statusSteps({
      service: 'take_away',
      status: 'packed',
      details: { status_history: history } as never,
    });
    expect(takeAway.map((s) => s.status)).not.toContain('on_the_way');
    const canceled = statusSteps({
      service: 'delivery',
      status: 'canceled',
      details: { status_history: history } as never,
    });
    expect(canceled.every((s) => s.state === 'upcoming')).toBe(true);
  });
});
