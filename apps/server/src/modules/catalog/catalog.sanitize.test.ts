import { describe, expect, it } from 'vitest';
import { sanitizeVenueHtml } from './catalog.sanitize.ts';

// The allowlist of venue HTML (banners and pop-ups): what stays, and every way script gets out.

describe('sanitizeVenueHtml', () => {
  it('keeps headings, paragraphs, emphasis, lists, line breaks, links and images', () => {
    const html =
      '<h1>A</h1><h2>B</h2><h6>C</h6><p>Hola <strong>mundo</strong> <em>feliz</em><br></p>' +
      '<ul><li>uno</li></ul><ol><li>dos</li></ol><img src="/media/abc.png" alt="foto" width="10" height="10">';
    expect(sanitizeVenueHtml(html)).toBe(
      '<h1>A</h1><h2>B</h2><h6>C</h6><p>Hola <strong>mundo</strong> <em>feliz</em><br /></p>' +
        '<ul><li>uno</li></ul><ol><li>dos</li></ol><img src="/media/abc.png" alt="foto" width="10" height="10" />',
    );
  });

  it('removes <script> with its text', () => {
    expect(
      sanitizeVenueHtml('<p>a</p><script>alert(document.cookie)</script><SCRIPT src="x.js"></SCRIPT>'),
    ).toBe('<p>a</p>');
  });

  it('removes event handler attributes such as onerror and onclick', () => {
    const out = sanitizeVenueHtml('<img src="x.png" onerror="alert(1)"><p onclick="steal()" style="x">p</p>');
    expect(out).toBe('<img src="x.png" /><p>p</p>');
  });

  it('drops javascript: (in any spelling), data: and protocol-relative URLs', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
    ]) {
      const out = sanitizeVenueHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a rel="noopener noreferrer">x</a>');
    }
    expect(
      sanitizeVenueHtml(
        '<img src="javascript:alert(1)"><img src="//evil.example/x.png"><img src="data:image/png;base64,AA">',
      ),
    ).toBe('<img /><img /><img />');
  });

  it('removes <iframe>, <object>, <embed>, <style>, <svg>, <form> and <base>', () => {
    const out = sanitizeVenueHtml(
      '<iframe src="https://evil.example">fallback</iframe><object data="x"></object><embed src="x">' +
        '<style>body{}</style><svg onload="alert(1)"><circle/></svg><form action="https://evil.example"><input></form>' +
        '<base href="https://evil.example"><p>ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('keeps http(s), mailto and tel links, opening safely', () => {
    expect(sanitizeVenueHtml('<a href="https://example.com" target="_blank">w</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">w</a>',
    );
    expect(
      sanitizeVenueHtml('<a href="mailto:hola@example.com" rel="opener">m</a><a href="tel:+57601">t</a>'),
    ).toBe(
      '<a href="mailto:hola@example.com" rel="noopener noreferrer">m</a><a href="tel:+57601" rel="noopener noreferrer">t</a>',
    );
    expect(sanitizeVenueHtml('<a href="/chapinero/menu" target="_top">r</a>')).not.toContain('_top');
  });
});
