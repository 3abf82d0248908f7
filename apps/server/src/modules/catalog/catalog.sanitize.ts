import sanitizeHtml from 'sanitize-html';

// Venue HTML of banners and pop-ups (spec §3 Banner content_popup, content_home) reaches diners'
// pages, so it passes a strict allowlist when imported and again whenever it is served.

const options: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'strong', 'em', 'ul', 'ol', 'li', 'br', 'a', 'img'],
  allowedAttributes: {
    a: ['href', 'rel', { name: 'target', multiple: false, values: ['_blank', '_self'] }],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'], img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//evil.example/x` would take the page's scheme to another host: not a relative URL we allow.
  allowProtocolRelative: false,
  // Elements whose text must go with them (the text of other refused elements is kept).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link opens without handing the venue's page a reference to ours.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

/** The venue HTML with only the allowlisted elements, attributes and URL schemes left. */
export function sanitizeVenueHtml(html: string): string {
  return sanitizeHtml(html, options);
}

export function sanitizeOptionalHtml(html: string | null): string | null {
  return html === null ? null : sanitizeVenueHtml(html);
}
