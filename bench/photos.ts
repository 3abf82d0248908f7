// node bench/photos.ts — photo uploads in the back office (docs/back-office.md#photos, ADR 101):
// the server on a fresh PGlite store with the demo venues; a manager uploads a 12-megapixel JPEG,
// a PNG of the same size and, where libheif's `heif-enc` is installed, the same photo as HEIC,
// each a new photo (never the same bytes twice), while a diner asks for La Brasa's config (/domain/config.json) every
// 20 ms. Reports each upload's wall time and the diner reads' slowest and 99th-percentile answer
// during it (how much a conversion holds the process). Prints a Markdown table. A number, not a
// pass or fail: the machine's load shows in it (docs/quality.md).
//
// BENCH_PHOTO_MEGAPIXELS (12), BENCH_PHOTO_ROUNDS (2).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { envNumber } from './lib/env.ts';
import { repoRoot } from './lib/paths.ts';
import { startServer } from './lib/server.ts';
import { createPgliteStore } from './lib/store.ts';

const HOST = 'la-brasa.localhost';
const megapixels = envNumber('BENCH_PHOTO_MEGAPIXELS', 12);
const rounds = Math.round(envNumber('BENCH_PHOTO_ROUNDS', 2));
const width = Math.round(Math.sqrt((megapixels * 1_000_000 * 4) / 3));
const height = Math.round((width * 3) / 4);

function send(
  url: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: body ? 'POST' : 'GET', headers: { host: HOST, ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A photo-like image (a gradient with noise, so it compresses as a photo does), different per seed. */
async function photo(seed: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let noise = seed * 7919 + 1;
  for (let i = 0; i < pixels.length; i += 3) {
    noise = (noise * 1_103_515_245 + 12_345) & 0x7fffffff;
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = (seed * 37 + (noise & 63)) & 255;
    pixels[i + 2] = 90;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

/** The same photo as HEIC, when libheif's encoder is installed (Debian: libheif-examples). */
function asHeic(jpeg: Buffer): Buffer | null {
  if (spawnSync('heif-enc', ['--version']).error) return null;
  const dir = mkdtempSync(join(tmpdir(), 'sf-bench-heic-'));
  try {
    writeFileSync(join(dir, 'in.jpg'), jpeg);
    const made = spawnSync('heif-enc', ['-q', '50', '-o', join(dir, 'out.heic'), join(dir, 'in.jpg')]);
    return made.status === 0 ? readFileSync(join(dir, 'out.heic')) : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

async function main() {
  const store = createPgliteStore();
  const env = { ...store.env, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  try {
    await (await startServer({ env })).stop();
    const token = execFileSync(
      process.execPath,
      [join(repoRoot, 'apps/server/src/cli/staff-token.ts'), 'la-brasa', 'bench'],
      { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' },
    ).trim();
    const server = await startServer({ env });
    try {
      const rows: string[] = [];
      for (let round = 0; round < rounds; round++) {
        const jpeg = await photo(round * 3 + 1, 'jpeg');
        const kinds: [string, Buffer | null][] = [
          ['JPEG', jpeg],
          ['PNG', await photo(round * 3 + 2, 'png')],
          ['HEIC', asHeic(await photo(round * 3 + 3, 'jpeg'))],
        ];
        for (const [kind, bytes] of kinds) {
          if (!bytes) {
            if (round === 0) rows.push(`| ${kind} | (heif-enc not installed) | | |`);
            continue;
          }
          const reads: number[] = [];
          let uploading = true;
          const diner = (async () => {
            while (uploading) {
              reads.push((await send(`${server.origin}/domain/config.json`, {})).ms);
              await new Promise((resolve) => setTimeout(resolve, 20));
            }
          })();
          const upload = await send(
            `${server.origin}/staff/media.json`,
            { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
            bytes,
          );
          uploading = false;
          await diner;
          if (upload.status !== 200) throw new Error(`${kind} upload answered ${upload.status}`);
          rows.push(
            `| ${kind}, ${(bytes.length / 1024 / 1024).toFixed(1)} MB | ${(upload.ms / 1000).toFixed(2)} s | ${Math.round(Math.max(...reads))} ms | ${Math.round(percentile(reads, 99))} ms (${reads.length} reads) |`,
          );
        }
      }
      console.log(`\nPhoto uploads, ${width}x${height} (${megapixels} MP), ${rounds} rounds, pglite\n`);
      console.log("| upload | time to answer | diner reads' slowest | p99 |");
      console.log('|---|---|---|---|');
      for (const row of rows) console.log(row);
    } finally {
      await server.stop();
    }
  } finally {
    await store.dispose();
  }
}

await main();
