import { describe, expect, it } from 'vitest';
import { readBootData } from './boot-data.ts';

// The boot reads what the server inlined in the shell once (apps/server/src/modules/catalog/shell-boot.ts).

function shell(inner: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><body><div id="root"></div>${inner}</body>`,
    'text/html',
  );
}

describe('readBootData', () => {
  it('reads the inlined config, and removes the element', () => {
    const doc = shell(
      '<script id="sf-boot" type="application/json">{"config":{"id":7,"name":"a\\u003c/script\\u003e"}}</script>',
    );
    const data = readBootData(doc);
    expect(data.config).toEqual({ id: 7, name: 'a</script>' });
    expect(doc.getElementById('sf-boot')).toBeNull();
    expect(readBootData(doc)).toEqual({ config: null });
  });

  it('gives nothing for a shell without data or with unreadable data, so the boot asks the API', () => {
    expect(readBootData(shell(''))).toEqual({ config: null });
    expect(readBootData(shell('<script id="sf-boot" type="application/json">{oops</script>'))).toEqual({
      config: null,
    });
  });
});
