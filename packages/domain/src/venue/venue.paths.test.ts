import { describe, expect, it } from 'vitest';
import { branchSlugOfPath } from './venue.paths.ts';

describe('branchSlugOfPath', () => {
  it('reads the branch slug that starts a page path', () => {
    expect(branchSlugOfPath('/chapinero')).toBe('chapinero');
    expect(branchSlugOfPath('/chapinero/menu-digital/my-order/4')).toBe('chapinero');
    expect(branchSlugOfPath('/roma-norte/')).toBe('roma-norte');
  });

  it('names no branch on the venue pages, reserved paths and what no slug can be', () => {
    for (const path of ['/', '', '/branch-offices', '/cluvipay/x', '/newmenu/centro/on_table/basic']) {
      expect(branchSlugOfPath(path), path).toBeNull();
    }
    for (const path of ['/Centro', '/centro%20x', '/-centro', '/a', `/${'a'.repeat(64)}`]) {
      expect(branchSlugOfPath(path), path).toBeNull();
    }
  });
});
