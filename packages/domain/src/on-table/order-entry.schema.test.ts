import { describe, expect, it } from 'vitest';
import { fieldErrors, phoneContactSchema } from '../delivery/contact.schema.ts';
import { permissionOfRoute, roleCan, staffRoles } from '../staff/staff-roles.rules.ts';
import { staffAddItemBody, staffPhoneOrderBody } from './order-entry.schema.ts';

// Order entry by staff (ADR 112): what a waiter's line and a phone order must say, and who may.

const phoneOrder = {
  service: 'take_away',
  lines: [{ product_id: 'picada-2', count: 1 }],
  contact: { name: 'Lucía Pérez', phone_code: '+57', phone: '300 123 4567' },
  tip: { include: false, percent: 0, custom_value: null },
  payment_method: 'cash',
};

describe('a phone order', () => {
  it("takes the customer's name and phone without an e-mail or id number", () => {
    const parsed = staffPhoneOrderBody.parse(phoneOrder);
    expect(parsed.contact).toEqual({ ...phoneOrder.contact, email: '', dni: '' });
  });

  it('refuses a missing name, a phone of the wrong length and a bad e-mail, each by its field', () => {
    const result = phoneContactSchema.safeParse({ name: ' ', phone_code: '+57', phone: '12', email: 'x' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toMatchObject({
      name: 'field_required',
      phone: 'invalid_phone',
      email: 'invalid_email',
    });
  });

  it('is paid on handover: an online method needs the diner’s own device', () => {
    for (const method of ['card', 'pse', 'nequi'])
      expect(staffPhoneOrderBody.safeParse({ ...phoneOrder, payment_method: method }).success).toBe(false);
    expect(staffPhoneOrderBody.safeParse({ ...phoneOrder, payment_method: 'card_reader' }).success).toBe(
      true,
    );
  });
});

describe("a waiter's line", () => {
  it('is for the table unless it names a diner, with the cart line of the diner’s menu', () => {
    const parsed = staffAddItemBody.parse({ product: { product_id: 'picada-2', count: 2 } });
    expect(parsed).toEqual({
      product: { product_id: 'picada-2', count: 2, options: {}, note: null },
      for_member: null,
      birth_date: null,
    });
    expect(staffAddItemBody.safeParse({ product: { product_id: 'x', count: 0 } }).success).toBe(false);
    expect(
      staffAddItemBody.safeParse({ product: { product_id: 'x', count: 1 }, for_member: 'Ana' }).success,
    ).toBe(false);
  });
});

describe('orders.take', () => {
  it('belongs to owners, managers and waiters, never the kitchen', () => {
    expect(staffRoles.filter((role) => roleCan(role, 'orders.take'))).toEqual(['owner', 'manager', 'waiter']);
  });

  it('is what every order entry route needs', () => {
    for (const route of [
      'POST /staff/places/:place/order.json',
      'POST /staff/orders/:purchase/items.json',
      'PUT /staff/orders/:purchase/send.json',
      'POST /staff/phone-orders.json',
    ]) {
      const [method, url] = route.split(' ');
      expect(permissionOfRoute(method!, url!), route).toBe('orders.take');
    }
  });
});
