import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from './payment.schema.ts';
import { methodsOffered, methodsOfferedByService, methodWorksAt } from './payment-methods.rules.ts';

const all: PaymentMethod[] = ['card', 'pse', 'nequi', 'cash', 'card_reader'];
const sandbox: PaymentMethod[] = ['card', 'pse', 'nequi'];

describe('methodsOffered (which methods a venue offers for a purpose)', () => {
  it('offers everything its settings list to a Colombian venue whose gateway takes it', () => {
    expect(methodsOffered(all, { gatewayMethods: sandbox, countryCode: 'CO' })).toEqual(all);
  });

  it('offers nothing online without a gateway, and still the cash and card reader it lists', () => {
    expect(methodsOffered(all, { gatewayMethods: null, countryCode: 'CO' })).toEqual(['cash', 'card_reader']);
    expect(methodsOffered(['card', 'pse', 'nequi'], { gatewayMethods: null, countryCode: 'CL' })).toEqual([]);
  });

  it('offers PSE and Nequi only in Colombia, whatever the settings say', () => {
    for (const countryCode of ['MX', 'BR', 'CL', 'PE', 'pa']) {
      expect(methodsOffered(all, { gatewayMethods: sandbox, countryCode })).toEqual([
        'card',
        'cash',
        'card_reader',
      ]);
    }
    expect(methodsOffered(['pse', 'nequi'], { gatewayMethods: sandbox, countryCode: 'co' })).toEqual([
      'pse',
      'nequi',
    ]);
  });

  it("offers an online method only when the venue's gateway takes it", () => {
    expect(methodsOffered(all, { gatewayMethods: ['card'], countryCode: 'CO' })).toEqual([
      'card',
      'cash',
      'card_reader',
    ]);
    expect(methodWorksAt('nequi', { gatewayMethods: ['card', 'pse'], countryCode: 'CO' })).toBe(false);
  });

  it('never offers what the settings do not list, and keeps their order', () => {
    expect(methodsOffered(['cash', 'card'], { gatewayMethods: sandbox, countryCode: 'CO' })).toEqual([
      'cash',
      'card',
    ]);
  });

  it('answers every purpose, the booking deposit included, by the same rule', () => {
    const configured = {
      delivery: ['card', 'cash'] as PaymentMethod[],
      take_away: ['cash'] as PaymentMethod[],
      on_table: ['card', 'card_reader'] as PaymentMethod[],
      book: ['card', 'pse', 'nequi'] as PaymentMethod[],
    };
    expect(methodsOfferedByService(configured, { gatewayMethods: sandbox, countryCode: 'MX' })).toEqual({
      delivery: ['card', 'cash'],
      take_away: ['cash'],
      on_table: ['card', 'card_reader'],
      book: ['card'],
    });
    expect(methodsOfferedByService(configured, { gatewayMethods: null, countryCode: 'CL' }).book).toEqual([]);
  });
});
