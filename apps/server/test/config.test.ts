import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('fills the defaults from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      PLATFORM_DOMAIN: 'localhost',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      CONSENT_URL: '/consent',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('coerces numbers and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: '', DEFAULT_INSTANCE: '' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DEFAULT_INSTANCE).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).DATABASE_URL).toBe('postgresql://u@h/db');
  });

  it('sets the HTTP timeouts deliberately, and refuses a headers timeout longer than the request timeout', () => {
    expect(loadConfig({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_REQUEST_TIMEOUT_MS: 15_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 72_000,
    });
    expect(loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '30000' }).HTTP_REQUEST_TIMEOUT_MS).toBe(30_000);
    const error = configError({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '15000' });
    expect(error.message).toMatch(/^\s*HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS/m);
    expect(configError({ HTTP_REQUEST_TIMEOUT_MS: '0' }).message).toMatch(/^\s*HTTP_REQUEST_TIMEOUT_MS: /m);
  });

  it('refuses a PORT that is not a number, naming PORT', () => {
    const error = configError({ PORT: 'abc' });
    expect(error.message).toMatch(/^\s*PORT: /m);
    expect(error.message).not.toMatch(/DATABASE_URL/);
  });

  it('refuses a PORT out of range', () => {
    expect(configError({ PORT: '70000' }).message).toMatch(/PORT/);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, naming DATABASE_URL', () => {
    const error = configError({ DATABASE_URL: 'mysql://x' });
    expect(error.message).toMatch(/^\s*DATABASE_URL: must start with postgres/m);
  });

  it('reads TRUST_PROXY as any peer or the trusted addresses, and refuses anything else', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(configError({ TRUST_PROXY: 'everyone' }).message).toMatch(
      /^\s*TRUST_PROXY: true, or the proxies' addresses/m,
    );
  });

  it('lists every offending name at once', () => {
    const error = configError({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      LOG_LEVEL: 'loud',
      SEED_DEMO: 'yes',
    });
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SEED_DEMO'])
      expect(error.message).toContain(name);
  });
});
