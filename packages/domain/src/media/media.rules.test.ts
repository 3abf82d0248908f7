import { describe, expect, it } from 'vitest';
import {
  mediaFileName,
  mediaRefOf,
  mediaSources,
  mediaSrcset,
  mediaUrl,
  mediaWidthsFor,
  parseMediaFileName,
  parseMediaRef,
} from './media.rules.ts';

const hash = '0123456789abcdef0123456789abcdef';

describe('mediaWidthsFor', () => {
  it('makes each standard width the photo reaches and never upscales', () => {
    expect(mediaWidthsFor(4000)).toEqual([320, 640, 1280]);
    expect(mediaWidthsFor(1280)).toEqual([320, 640, 1280]);
    expect(mediaWidthsFor(800)).toEqual([320, 640, 800]);
    expect(mediaWidthsFor(320)).toEqual([320]);
    expect(mediaWidthsFor(90)).toEqual([90]);
  });
});

describe('parseMediaRef', () => {
  it('reads the ref it writes, and nothing else', () => {
    const ref = mediaRefOf({ hash, width: 1600, height: 1200 });
    expect(ref).toBe(`media:${hash}.1600x1200`);
    expect(parseMediaRef(ref)).toEqual({ hash, width: 1600, height: 1200 });
    for (const other of [
      null,
      '',
      'https://cdn.example.com/a.jpg',
      '/images/brasa.webp',
      `media:${hash}`,
      `media:${hash.toUpperCase()}.10x10`,
      `media:${hash}.0x10`,
      `media:${hash}.10x10/../x`,
    ]) {
      expect(parseMediaRef(other), String(other)).toBeNull();
    }
  });
});

describe('mediaSources', () => {
  it('turns a ref into every stored file, AVIF and WebP, with a WebP fallback near 640', () => {
    const sources = mediaSources(`media:${hash}.1600x1200`)!;
    expect(sources.width).toBe(1600);
    expect(sources.height).toBe(1200);
    expect(sources.sources).toContainEqual({ format: 'avif', width: 320, url: `/media/p/${hash}-320.avif` });
    expect(sources.sources).toHaveLength(6);
    expect(sources.fallback).toBe(`/media/p/${hash}-640.webp`);
    expect(mediaSrcset(sources.sources, 'webp')).toBe(
      `/media/p/${hash}-320.webp 320w, /media/p/${hash}-640.webp 640w, /media/p/${hash}-1280.webp 1280w`,
    );
  });

  it('falls back to the largest file of a small photo', () => {
    expect(mediaSources(`media:${hash}.200x100`)!.fallback).toBe(`/media/p/${hash}-200.webp`);
  });

  it('leaves plain URLs alone (null: render them as they are)', () => {
    expect(mediaSources('https://cdn.example.com/a.jpg')).toBeNull();
    expect(mediaSources(null)).toBeNull();
  });
});

describe('parseMediaFileName', () => {
  it('reads only the names mediaFileName writes', () => {
    expect(parseMediaFileName(mediaFileName(hash, 640, 'webp'))).toEqual({
      hash,
      width: 640,
      format: 'webp',
    });
    expect(parseMediaFileName(`${hash}-640.png`)).toBeNull();
    expect(parseMediaFileName(`../${hash}-640.webp`)).toBeNull();
  });
});

describe('mediaUrl', () => {
  it("picks a media ref's narrowest WebP at least that wide, and leaves any other value alone", () => {
    const ref = `media:${hash}.1600x1200`;
    expect(mediaUrl(ref, 72)).toBe(`/media/p/${hash}-320.webp`);
    expect(mediaUrl(ref, 500)).toBe(`/media/p/${hash}-640.webp`);
    expect(mediaUrl(ref, 4000)).toBe(`/media/p/${hash}-1280.webp`);
    expect(mediaUrl('/media/abc.png', 320)).toBe('/media/abc.png');
    expect(mediaUrl(null, 320)).toBeNull();
  });
});
