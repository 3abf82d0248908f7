import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image.tsx';

// A photo uploaded in the back office (a `media:` ref) comes as a <picture> the browser picks a
// size and format from (docs/back-office.md#photos); a plain URL renders as it always did.

const hash = '0123456789abcdef0123456789abcdef';

describe('ProductImage', () => {
  it('draws a media ref as AVIF and WebP sources sized to its box, with a WebP fallback', () => {
    const { container } = render(
      <ProductImage src={`media:${hash}.1600x1200`} alt="Bandeja" width={320} height={180} />,
    );
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toBe(
      `/media/p/${hash}-320.avif 320w, /media/p/${hash}-640.avif 640w, /media/p/${hash}-1280.avif 1280w`,
    );
    expect(source?.getAttribute('sizes')).toBe('min(320px, 100vw)');
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe(`/media/p/${hash}-640.webp`);
    expect(img?.getAttribute('srcset')).toContain(`/media/p/${hash}-1280.webp 1280w`);
    expect(img?.getAttribute('alt')).toBe('Bandeja');
    expect(img?.getAttribute('width')).toBe('320');
  });

  it('draws a plain URL as one image, as before', () => {
    const { container } = render(<ProductImage src="/media/abc123.jpg" width={96} height={96} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/abc123.jpg');
    expect(img?.hasAttribute('srcset')).toBe(false);
  });
});
