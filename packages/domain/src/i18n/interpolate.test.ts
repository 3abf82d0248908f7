import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate.ts';

describe('interpolate', () => {
  it('fills every placeholder with its parameter, numbers included', () => {
    expect(interpolate('{{count}} of {{total}}, {{count}} again', { count: 2, total: '5' })).toBe(
      '2 of 5, 2 again',
    );
  });

  it('leaves a placeholder without a parameter as it is', () => {
    expect(interpolate('Try less than {{stock}}.', {})).toBe('Try less than {{stock}}.');
    expect(interpolate('Try less than {{stock}}.', { stock: undefined })).toBe('Try less than {{stock}}.');
  });

  it('does not read parameters from the prototype', () => {
    expect(interpolate('{{toString}}', {})).toBe('{{toString}}');
  });
});
