import { describe, expect, it } from 'vitest';
import { printerHostKind, printerInputSchema } from './printer.schema.ts';

// What a venue may name as a printer's host (ADR 109): the server connects there, so only its
// network's addresses and names, never a public address or the cloud's metadata service.

describe('printerHostKind', () => {
  it.each([
    ['192.168.1.50', 'private'],
    ['10.0.0.7', 'private'],
    ['172.16.4.2', 'private'],
    ['172.31.255.254', 'private'],
    ['100.101.102.103', 'private'],
    ['fd12:3456::10', 'private'],
    ['::ffff:192.168.0.9', 'private'],
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['localhost', 'loopback'],
    ['kitchen-printer', 'hostname'],
    ['epson.local', 'hostname'],
    ['printer.lan', 'hostname'],
  ])('takes %s as %s', (host, kind) => {
    expect(printerHostKind(host)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '192.168.1.256',
    '224.0.0.1',
    '2001:db8::1',
    '::ffff:8.8.8.8',
    'printer..lan',
    '-printer',
    '3232235777',
    'http://192.168.1.5',
    'a b',
  ])('refuses %s', (host) => {
    expect(printerHostKind(host)).toBe('refused');
    expect(
      printerInputSchema.safeParse({ name: 'P', host, paper: 80, kitchen: true, receipts: false }).success,
    ).toBe(false);
  });

  it('defaults the port to 9100 and takes only 58 or 80 mm paper', () => {
    const input = { name: 'Cocina', host: '192.168.1.50', kitchen: true, receipts: false };
    expect(printerInputSchema.parse({ ...input, paper: 58 })).toMatchObject({ port: 9100, active: true });
    expect(printerInputSchema.safeParse({ ...input, paper: 76 }).success).toBe(false);
  });

  it('takes the kitchen stations a printer prints, each once, and no other', () => {
    const input = { name: 'Barra', host: '192.168.1.51', paper: 58, kitchen: true, receipts: false };
    expect(printerInputSchema.parse(input).stations).toEqual([]);
    expect(printerInputSchema.parse({ ...input, stations: ['bar', 'cold'] }).stations).toEqual([
      'bar',
      'cold',
    ]);
    expect(printerInputSchema.safeParse({ ...input, stations: ['bar', 'bar'] }).success).toBe(false);
    expect(printerInputSchema.safeParse({ ...input, stations: ['sushi'] }).success).toBe(false);
  });
});
