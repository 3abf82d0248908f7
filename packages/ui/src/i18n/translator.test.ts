import { describe, expect, it } from 'vitest';
import { Translator } from './translator.ts';

function translator(lng = 'es-CO') {
  const i18n = new Translator({ lng, defaultNS: 'common' });
  i18n.addResourceBundle('es', 'common', {
    cart: { items_one: '{{count}} producto', items_other: '{{count}} productos', title: 'Carrito' },
    wording: { tip: 'Propina' },
    tip_line: '$t(common:wording.tip): {{amount}}',
    choose_one: 'Elige 1',
    choose_exactly: 'Elige {{count}}',
  });
  i18n.addResourceBundle('es-CO', 'common', { wording: { tip: 'Propina voluntaria' } });
  i18n.addResourceBundle('en', 'common', { cart: { title: 'Cart' }, wording: { tip: 'Tip' } });
  i18n.addResourceBundle('es', 'catalog', { form: { name: 'Nombre' } });
  return i18n;
}

describe('Translator', () => {
  it('looks a key up in the country overlay, then the language, then es', () => {
    const i18n = translator();
    expect(i18n.t('wording.tip')).toBe('Propina voluntaria');
    expect(i18n.t('cart.title')).toBe('Carrito');
    void i18n.changeLanguage('en-US');
    expect(i18n.t('cart.title')).toBe('Cart');
    expect(i18n.t('choose_one')).toBe('Elige 1');
  });

  it('picks the plural form of the count and fills the parameters', () => {
    const i18n = translator();
    expect(i18n.t('cart.items', { count: 1 })).toBe('1 producto');
    expect(i18n.t('cart.items', { count: 3 })).toBe('3 productos');
    expect(i18n.t('choose_exactly', { count: 2 })).toBe('Elige 2');
  });

  it('words a nested $t() entry in the same language', () => {
    expect(translator().t('tip_line', { amount: '$ 500' })).toBe('Propina voluntaria: $ 500');
    expect(translator('es').t('tip_line', { amount: '$ 500' })).toBe('Propina: $ 500');
  });

  it('reads another namespace by `ns:` or option, and a language by option', () => {
    const i18n = translator();
    expect(i18n.t('catalog:form.name')).toBe('Nombre');
    expect(i18n.t('form.name', { ns: 'catalog' })).toBe('Nombre');
    expect(i18n.t('cart.title', { lng: 'en' })).toBe('Cart');
    expect(i18n.fixedT('catalog', 'form')('name')).toBe('Nombre');
  });

  it('answers the key when no catalogue of the chain has it', () => {
    expect(translator().t('catalog:form.missing')).toBe('form.missing');
    expect(translator().t('cart')).toBe('cart');
  });

  it('resolves the language to the first code with words, and a clone shares the words', () => {
    const i18n = translator('pt-BR');
    expect(i18n.resolvedLanguage).toBe('es');
    const clone = i18n.cloneInstance({ lng: 'es-CO' });
    expect(clone.resolvedLanguage).toBe('es-CO');
    i18n.addResourceBundle('pt', 'common', { cart: { title: 'Carrinho' } });
    expect(i18n.resolvedLanguage).toBe('pt');
    expect(clone.t('cart.title', { lng: 'pt' })).toBe('Carrinho');
  });

  it('merges a bundle added again and tells its subscribers of every change', () => {
    const i18n = translator();
    const seen: number[] = [];
    const stop = i18n.subscribe(() => seen.push(i18n.revisionOf(['common'])));
    const loaded = { cart: { empty: 'Vacío' } };
    i18n.addResourceBundle('es', 'common', loaded);
    void i18n.changeLanguage('en');
    stop();
    void i18n.changeLanguage('es');
    expect(seen).toHaveLength(2);
    expect(i18n.t('cart.empty')).toBe('Vacío');
    expect(i18n.t('cart.title')).toBe('Carrito');
    expect(i18n.hasResourceBundle('es', 'catalog')).toBe(true);
    expect(i18n.getResource('es', 'catalog', 'form.name')).toBe('Nombre');
    expect(loaded).toEqual({ cart: { empty: 'Vacío' } });
  });
});
