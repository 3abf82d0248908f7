import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The house's layer rules for every package (.dependency-cruiser.mjs, ARCHITECTURE.md "Layers") checked the way
// `npm run lint` checks them: a small tree with one wrong import per rule must fail with the
// rule's name, a right import must pass, and the repository itself has no violation beyond its
// known-violations baseline.

const repo = join(import.meta.dirname, '../../..');
const depcruise = join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const config = join(repo, '.dependency-cruiser.mjs');
const fixture = mkdtempSync(join(tmpdir(), 'layer-rules-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

function cruise(cwd: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [depcruise, '--config', config, '--output-type', 'err', ...args], {
    cwd,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** One fixture tree per case, so each run shows only its own import. */
let trees = 0;
function tree(name: string, files: Record<string, string>) {
  const root = join(fixture, `${name}-${++trees}`);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }\n');
  const tops = new Set(Object.keys(files).map((path) => path.split('/')[0]!));
  return cruise(root, ...tops);
}

const cases: [rule: string, files: Record<string, string>][] = [
  [
    'domain-imports-no-app',
    {
      'packages/domain/src/rule.ts':
        "import { x } from '../../../apps/server/src/x.ts';\nexport const y = x;\n",
      'apps/server/src/x.ts': 'export const x = 1;\n',
    },
  ],
  [
    'domain-is-pure',
    {
      'packages/domain/src/rule.ts':
        "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
    },
  ],
  [
    'ui-imports-no-app',
    {
      'packages/ui/src/lib/a.ts': "import { b } from '../../../../apps/web/src/b.ts';\nexport const a = b;\n",
      'apps/web/src/b.ts': 'export const b = 1;\n',
    },
  ],
  [
    'web-imports-no-server',
    {
      'apps/web/src/lib/a.ts': "import { x } from '../../../server/src/x.ts';\nexport const a = x;\n",
      'apps/server/src/x.ts': 'export const x = 1;\n',
    },
  ],
  [
    'web-feature-imports-no-other-feature',
    {
      'apps/web/src/features/catalog/a.ts': "import { b } from '../delivery/b.ts';\nexport const a = b;\n",
      'apps/web/src/features/delivery/b.ts': 'export const b = 1;\n',
    },
  ],
  [
    'web-feature-imports-no-other-feature',
    {
      'apps/web/src/features/on-table/a.ts':
        "import { b } from '../catalog/components/b.ts';\nexport const a = b;\n",
      'apps/web/src/features/catalog/components/b.ts': 'export const b = 1;\n',
    },
  ],
  [
    'web-feature-imports-no-other-feature',
    {
      'apps/web/src/features/delivery/a.test.ts':
        "import { b } from '../catalog/b.fixture.ts';\nexport const a = b;\n",
      'apps/web/src/features/catalog/b.fixture.ts': 'export const b = 1;\n',
    },
  ],
  [
    'web-core-imports-no-feature',
    {
      'apps/web/src/core/session/a.ts':
        "import { b } from '../../features/catalog/b.ts';\nexport const a = b;\n",
      'apps/web/src/features/catalog/b.ts': 'export const b = 1;\n',
    },
  ],
  [
    'web-shared-imports-no-feature',
    {
      'apps/web/src/components/ui/a.ts': "import { b } from '../../core/venue/b.ts';\nexport const a = b;\n",
      'apps/web/src/core/venue/b.ts': 'export const b = 1;\n',
    },
  ],
  [
    'web-feature-imports-no-app',
    {
      'apps/web/src/features/catalog/a.ts': "import { b } from '../../app/router.ts';\nexport const a = b;\n",
      'apps/web/src/app/router.ts': 'export const b = 1;\n',
    },
  ],
  [
    'web-app-holds-shell-and-router',
    {
      'apps/web/src/app/routes/menu.ts': "import { b } from '../../lib/b.ts';\nexport const a = b;\n",
      'apps/web/src/lib/b.ts': 'export const b = 1;\n',
    },
  ],
  [
    'web-imports-no-staff-console',
    {
      'apps/web/src/app/router.ts':
        "import { b } from '../../../staff/src/app/main.ts';\nexport const a = b;\n",
      'apps/staff/src/app/main.ts': 'export const b = 1;\n',
    },
  ],
  [
    'staff-console-imports-no-web',
    {
      'apps/staff/src/app/main.ts': "import { b } from '../../../web/src/lib/b.ts';\nexport const a = b;\n",
      'apps/web/src/lib/b.ts': 'export const b = 1;\n',
    },
  ],
  [
    'staff-console-imports-no-server',
    {
      'apps/staff/src/app/api.ts': "import { b } from '../../../server/src/b.ts';\nexport const a = b;\n",
      'apps/server/src/b.ts': 'export const b = 1;\n',
    },
  ],
  [
    'server-layer-payment',
    {
      'apps/server/src/modules/payment/a.ts': "import { b } from '../on-table/b.ts';\nexport const a = b;\n",
      'apps/server/src/modules/on-table/b.ts': 'export const b = 1;\n',
    },
  ],
  [
    'server-venue-import-composes-import-steps',
    {
      'apps/server/src/modules/venue/venue.import.ts':
        "import { b } from '../on-table/places.repository.ts';\nexport const a = b;\n",
      'apps/server/src/modules/on-table/places.repository.ts': 'export const b = 1;\n',
    },
  ],
  [
    'server-staff-is-auth-only',
    {
      'apps/server/src/modules/on-table/a.ts':
        "import { b } from '../staff/staff.routes.ts';\nexport const a = b;\n",
      'apps/server/src/modules/staff/staff.routes.ts': 'export const b = 1;\n',
    },
  ],
  [
    'server-layer-services',
    {
      'apps/server/src/modules/delivery/a.ts': "import { b } from '../ordering/b.ts';\nexport const a = b;\n",
      'apps/server/src/modules/ordering/b.ts': 'export const b = 1;\n',
    },
  ],
  [
    'server-ordering-is-not-on-table',
    {
      'apps/server/src/modules/ordering/a.ts': "import { b } from '../on-table/b.ts';\nexport const a = b;\n",
      'apps/server/src/modules/on-table/b.ts': 'export const b = 1;\n',
    },
  ],
  [
    'server-schema-only-in-repositories',
    {
      'apps/server/src/modules/on-table/a.service.ts':
        "import { t } from '../../db/schema.ts';\nexport const a = t;\n",
      'apps/server/src/db/schema.ts': 'export const t = 1;\n',
    },
  ],
  [
    'no-circular',
    {
      'apps/web/src/lib/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'apps/web/src/lib/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
    },
  ],
  // The shape issue 52 named (a screen and its hook): a cycle closed by a type-only import from a
  // .tsx file still counts, since the types are parsed (tsPreCompilationDeps).
  [
    'no-circular',
    {
      'apps/web/src/features/delivery/hooks/use-confirm.ts':
        "import type { Draft } from '../screens/location.tsx';\nexport const useConfirm = (): Draft => ({ a: 1 });\n",
      'apps/web/src/features/delivery/screens/location.tsx':
        "import { useConfirm } from '../hooks/use-confirm.ts';\nexport type Draft = { a: number };\nexport const S = () => useConfirm();\n",
    },
  ],
];

describe('the layer rules (dependency-cruiser)', () => {
  // Titled by the rule and the importing file, as one rule may have several cases.
  const titled = cases.map(([rule, files]) => [rule, Object.keys(files)[0]!, files] as const);
  it.each(titled)('fails a wrong import with %s (%s)', (rule, _from, files) => {
    const { status, output } = tree(rule, files);
    expect(output).toContain(`error ${rule}:`);
    expect(status).not.toBe(0);
  });

  it('passes imports along the arrows', () => {
    const { status, output } = tree('right', {
      'packages/domain/src/rule.ts': 'export const rule = 1;\n',
      'apps/server/src/modules/on-table/a.ts':
        "import { b } from '../payment/b.ts';\nimport { rule } from '../../../../../packages/domain/src/rule.ts';\nexport const a = b + rule;\n",
      'apps/server/src/modules/payment/b.ts': 'export const b = 1;\n',
      'apps/server/src/modules/ordering/o.ts':
        "import { z } from '../delivery/z.ts';\nimport { b } from '../payment/b.ts';\nexport const o = z + b;\n",
      'apps/server/src/modules/delivery/z.ts': 'export const z = 1;\n',
      'apps/server/src/modules/venue/venue.import.ts':
        "import { c } from '../on-table/on-table.import.ts';\nexport const v = c;\n",
      'apps/server/src/modules/on-table/on-table.import.ts': 'export const c = 1;\n',
      'apps/server/src/modules/on-table/on-table.staff.routes.ts':
        "import { d } from '../staff/staff.auth.ts';\nexport const r = d;\n",
      'apps/server/src/modules/staff/staff.auth.ts': 'export const d = 1;\n',
      'apps/server/src/modules/on-table/places.repository.ts':
        "import { t } from '../../db/schema.ts';\nexport const p = t;\n",
      'apps/server/src/db/schema.ts': 'export const t = 1;\n',
      'apps/web/src/app/router.ts': "import { m } from '../features/on-table/m.ts';\nexport const s = m;\n",
      'apps/web/src/app/shell/bar.ts': "import { v } from '../../core/venue/v.ts';\nexport const bar = v;\n",
      'apps/web/src/features/on-table/m.ts':
        "import { c } from '../../core/menu/c.ts';\nimport { p } from '../../core/payment/p.ts';\nimport { v } from '../../core/venue/v.ts';\nexport const m = c + p + v;\n",
      'apps/web/src/features/on-table/m.test.ts':
        "import { f } from '../../test/f.fixture.ts';\nimport { m } from './m.ts';\nexport const t = f + m;\n",
      'apps/web/src/test/f.fixture.ts': 'export const f = 1;\n',
      'apps/web/src/features/catalog/s.ts':
        "import { c } from '../../core/menu/c.ts';\nexport const s = c;\n",
      'apps/web/src/core/menu/c.ts':
        "import { rule } from '../../../../../packages/domain/src/rule.ts';\nimport { v } from '../venue/v.ts';\nexport const c = rule + v;\n",
      'apps/web/src/core/payment/p.ts': 'export const p = 1;\n',
      'apps/web/src/core/venue/v.ts': "import { u } from '../../components/ui/u.ts';\nexport const v = u;\n",
      'apps/web/src/components/ui/u.ts':
        "import { k } from '../../../../../packages/ui/src/lib/k.ts';\nexport const u = k;\n",
      'packages/ui/src/lib/k.ts':
        "import { rule } from '../../../domain/src/rule.ts';\nexport const k = rule;\n",
      'apps/staff/src/app/main.ts':
        "import { rule } from '../../../../packages/domain/src/rule.ts';\nimport { k } from '../../../../packages/ui/src/lib/k.ts';\nexport const s = k + rule;\n",
    });
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  });

  it('finds no new violation in the repository', () => {
    const { status, output } = cruise(
      repo,
      '--ignore-known',
      '.dependency-cruiser-known-violations.json',
      'packages',
      'apps',
      'e2e',
      'bench',
      'scripts',
    );
    expect(output).not.toMatch(/^\s*error /m);
    expect(status).toBe(0);
  });
});
