import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact.ts';

describe('redactUrl', () => {
  it('hides the token of a smart link, with or without a purchase', () => {
    expect(redactUrl('/chapinero/sl/3f2a/s3cr3t-t0ken')).toBe('/chapinero/sl/3f2a/[redacted]');
    expect(redactUrl('/chapinero/sl/3f2a/s3cr3t/7c1d')).toBe('/chapinero/sl/3f2a/[redacted]/7c1d');
  });
  it('hides token query values', () => {
    expect(redactUrl('/profiles/login_smart_link/3f2a.json?token=abc&x=1')).toBe(
      '/profiles/login_smart_link/3f2a.json?token=[redacted]&x=1',
    );
  });
  it('leaves other URLs alone', () => {
    expect(redactUrl('/domain/config.json')).toBe('/domain/config.json');
  });
});
