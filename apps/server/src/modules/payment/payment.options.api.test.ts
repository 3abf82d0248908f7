import { describe, expect, it } from 'vitest';
import { storeName } from '../../../test/support/app.ts';
import { fileDinerApp, newDiner } from '../../../test/support/diners.ts';
import { customShare, newPurchase, pay } from '../../../test/support/payments.ts';

// Which methods each demo venue offers for each purpose (domain `methodsOffered`,
// docs/payments.md#venue-settings): what its settings list, less what its gateway and country
// cannot take. PSE and Nequi are Colombian; nothing online without a gateway.

const { t } = fileDinerApp();

const optionsOf = async (slug: string) => {
  const res = await t.app.inject({ url: '/payments/options.json', headers: { host: `${slug}.localhost` } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe(`the methods each demo venue offers (${storeName})`, () => {
  it('La Brasa (Colombia, sandbox gateway): card, PSE and Nequi for a booking deposit', async () => {
    expect((await optionsOf('la-brasa')).methods).toEqual({
      delivery: ['card', 'pse', 'nequi', 'cash'],
      take_away: ['card', 'pse', 'nequi', 'cash', 'card_reader'],
      on_table: ['card', 'pse', 'nequi', 'cash', 'card_reader'],
      book: ['card', 'pse', 'nequi'],
    });
  });

  it('Cine Estelar (Colombia, sandbox gateway): its table methods and the deposit online', async () => {
    expect((await optionsOf('cine-estelar')).methods).toMatchObject({
      on_table: ['card', 'pse', 'nequi', 'card_reader'],
      book: ['card', 'pse', 'nequi'],
    });
  });

  it('Café Alerce (Chile, no gateway): nothing online, a deposit included', async () => {
    const options = await optionsOf('cafe-alerce');
    expect(options).toMatchObject({ gateway_configured: false });
    expect(options.methods).toEqual({
      delivery: ['cash'],
      take_away: ['cash', 'card_reader'],
      on_table: ['cash', 'card_reader'],
      book: [],
    });
  });

  it('Taquería El Sol (Mexico) and Padaria Aurora (Brazil): card, never PSE or Nequi', async () => {
    for (const slug of ['taqueria-el-sol', 'padaria-aurora']) {
      const { methods } = await optionsOf(slug);
      expect(methods.book).toEqual(['card']);
      for (const listed of Object.values(methods) as string[][]) {
        expect(listed).not.toContain('pse');
        expect(listed).not.toContain('nequi');
      }
    }
  });

  it('refuses a deposit by PSE at a Mexican venue, as its options say, and takes it by card', async () => {
    const diner = await newDiner(t, 'taqueria-el-sol');
    const deposit = await newPurchase(t, {
      slug: 'taqueria-el-sol',
      owner: diner,
      service: 'book',
      total: 20_000,
    });
    const pse = await pay(
      t,
      diner,
      customShare(deposit.id, 'pse', 20_000, {
        pse: { client_type: 'natural', document_type: 'CC', document_number: '1234567', bank_code: '1007' },
      }),
    );
    expect(pse.statusCode).toBe(409);
    expect(pse.json()).toMatchObject({ key: 'payment_method_unavailable' });
    const card = await pay(t, diner, customShare(deposit.id, 'card', 20_000, { card_token: 'tok_x' }));
    expect(card.json().key).not.toBe('payment_method_unavailable');
  });
});
