import { describe, expect, it } from 'vitest';
import type { InstanceConfig } from '../venue/config.schema.ts';
import { linkTypeOf } from '../venue/venue.rules.ts';
import { decideLanding } from './landing.rules.ts';

type Venue = Parameters<typeof decideLanding>[0];
const branch = (slug: string) => ({ slug }) as InstanceConfig['suppliers'][number];

function venue(overrides: Partial<Venue> = {}): Venue {
  const linktree = overrides.linktree ?? [
    { url: 'https://instagram.com/x', target: '_blank' as const, label: 'Instagram', label_custom: null },
    { url: 'service_delivery', target: '_self' as const, label: 'Domicilio', label_custom: null },
    { url: 'service_table', target: '_self' as const, label: 'En mesa', label_custom: 'Pide en tu mesa' },
  ];
  return {
    full_gps: true,
    suppliers: [branch('a'), branch('b')],
    linktree,
    links: linktree.map((item) => ({ type: linkTypeOf(item.url) })),
    linktree_add_suppliers: false,
    labels_buttons: {},
    contact_us_messaging: false,
    ...overrides,
  };
}

describe('decideLanding (spec §2 Landing)', () => {
  it('goes straight to Home when the venue has no full GPS and one branch', () => {
    expect(decideLanding(venue({ full_gps: false, suppliers: [branch('centro')] }))).toEqual({
      kind: 'redirect',
      to: '/centro',
    });
  });
  it('goes to the no-service branch list when the venue has no full GPS and several branches', () => {
    expect(decideLanding(venue({ full_gps: false }))).toEqual({
      kind: 'redirect',
      to: '/branch-without-service',
    });
  });
  it('sends the diner to the on-table branch picker when the only link is on_table', () => {
    const linktree = [{ url: 'service_table', target: '_self' as const, label: '', label_custom: null }];
    expect(decideLanding(venue({ linktree, links: [{ type: 'on_table' }] }))).toEqual({
      kind: 'redirect',
      to: '/branch-to-on-table',
    });
  });
  it('lists service buttons before external links, whatever their order in the linktree', () => {
    const decision = decideLanding(venue());
    expect(decision.kind).toBe('buttons');
    if (decision.kind !== 'buttons') return;
    expect(decision.buttons.map((b) => b.kind)).toEqual(['service', 'service', 'external']);
    expect(decision.buttons[0]).toMatchObject({ service: 'delivery', to: '/location' });
    expect(decision.buttons[1]).toMatchObject({ service: 'on_table', customLabel: 'Pide en tu mesa' });
    expect(decision.buttons[2]).toMatchObject({ url: 'https://instagram.com/x', target: '_blank' });
  });
  it("adds 'our stores' when the venue allows listing its branches, with the venue's label", () => {
    const decision = decideLanding(
      venue({ linktree_add_suppliers: true, labels_buttons: { nuestras_tiendas: 'Nuestras sedes' } }),
    );
    expect(decision.kind === 'buttons' && decision.buttons.at(-1)).toEqual({
      kind: 'our_stores',
      to: '/branch-offices',
      customLabel: 'Nuestras sedes',
    });
  });
  it('adds the contact-us button that opens the messaging-app branch picker when the venue enables it', () => {
    const decision = decideLanding(venue({ contact_us_messaging: true }));
    expect(decision.kind === 'buttons' && decision.buttons.at(-1)).toEqual({
      kind: 'contact_us',
      to: '/branch-whatsapp',
    });
  });
  it("uses the venue's labels_buttons for a service without a custom label", () => {
    const decision = decideLanding(venue({ labels_buttons: { delivery: 'Envíos' } }));
    expect(decision.kind === 'buttons' && decision.buttons[0]).toMatchObject({ customLabel: 'Envíos' });
  });
});
