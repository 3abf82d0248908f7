import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The house's Markdown stays true to the tree: every relative link in README.md, ARCHITECTURE.md,
// docs/ and the READMEs beside the code names a file or folder that exists, and a link to a
// heading (`file.md#heading`) names one that file has, with GitHub's heading ids. The two entry
// points stay short enough to read in one sitting: the detail lives beside the code, in docs/ and
// in the decision records (docs/decisions/098-a-house-read-in-minutes.md).

const repo = join(import.meta.dirname, '../../..');
const skipped = new Set([
  'node_modules',
  'dist',
  '.tools',
  '.git',
  'data',
  'test-results',
  'playwright-report',
]);

/** The Markdown files a reader follows: the two entry points, docs/ and every README in the code. */
function markdownFiles(): string[] {
  const files = ['README.md', 'ARCHITECTURE.md'];
  const walk = (folder: string, every: boolean) => {
    for (const entry of readdirSync(join(repo, folder), { withFileTypes: true })) {
      if (skipped.has(entry.name) || entry.name.startsWith('.')) continue;
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path, every);
      else if (entry.name.endsWith('.md') && (every || entry.name === 'README.md')) files.push(path);
    }
  };
  walk('docs', true);
  for (const top of ['apps', 'packages', 'e2e', 'bench', 'scripts', 'venues']) walk(top, false);
  return files;
}

/** The text outside fenced code blocks. */
function withoutFences(text: string): string {
  return text.replace(/^\s*```[\s\S]*?^\s*```/gm, '');
}

/** The text outside code blocks and inline code, where a link is a link. */
function prose(text: string): string {
  return withoutFences(text).replace(/`[^`\n]*`/g, '');
}

/** GitHub's id of a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingIds(text: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of withoutFences(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count ? `${base}-${count}` : base);
  }
  for (const [, id] of text.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) ids.add(id!);
  return ids;
}

/** Every relative link target of a Markdown text: inline `[text](target)` and reference definitions. */
export function relativeLinks(text: string): string[] {
  const body = prose(text);
  const targets = [
    ...[...body.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
    ...[...body.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((match) => match[1]!),
  ];
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('/'));
}

/** What is wrong with one link from `file`, or null when it resolves. */
function brokenLink(file: string, target: string): string | null {
  const [path, anchor] = target.split('#', 2) as [string, string | undefined];
  const destination = path ? resolve(repo, dirname(file), decodeURI(path)) : join(repo, file);
  if (!destination.startsWith(repo)) return 'points outside the repository';
  let isFile: boolean;
  try {
    isFile = statSync(destination).isFile();
  } catch {
    return 'no such file or folder';
  }
  if (anchor === undefined || anchor === '') return null;
  if (!isFile || !destination.endsWith('.md')) return 'a heading link to what is not a Markdown file';
  const ids = headingIds(readFileSync(destination, 'utf8'));
  return ids.has(decodeURIComponent(anchor).toLowerCase())
    ? null
    : `no heading #${anchor} in ${relative(repo, destination)}`;
}

describe('the house’s Markdown', () => {
  it('has every relative link resolve to a file, a folder or a heading that exists', () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      for (const target of relativeLinks(readFileSync(join(repo, file), 'utf8'))) {
        const problem = brokenLink(file, target);
        if (problem) broken.push(`${file}: (${target}) ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('keeps ARCHITECTURE.md a bird’s-eye view, under 20 KB', () => {
    expect(statSync(join(repo, 'ARCHITECTURE.md')).size).toBeLessThan(20_000);
  });

  it('keeps the README a few minutes’ read: under 1,200 words beside its results table', () => {
    const text = readFileSync(join(repo, 'README.md'), 'utf8');
    const words = text
      .split('\n')
      .filter((line) => !line.startsWith('|'))
      .join(' ')
      .split(/\s+/)
      .filter(Boolean).length;
    expect(words).toBeLessThan(1_200);
  });
});

describe('the link checker itself', () => {
  it('reads GitHub’s heading ids', () => {
    const ids = headingIds(
      '# Two commands\n## `npm run bench`\n## Layers\n## Layers\n### Trying it as a diner\n',
    );
    expect([...ids]).toEqual(['two-commands', 'npm-run-bench', 'layers', 'layers-1', 'trying-it-as-a-diner']);
  });

  it('finds relative links only, outside code', () => {
    const text = [
      'See [ops](docs/operations.md#memory), [web](https://example.com) and [root](/staff/).',
      '`[not](a-link.md)`',
      '```',
      '[nor](this.md)',
      '```',
      '[ref]: ../docs/venues.md',
    ].join('\n');
    expect(relativeLinks(text)).toEqual(['docs/operations.md#memory', '../docs/venues.md']);
  });
});
