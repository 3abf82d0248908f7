/** Fills the `{{name}}` placeholders of a worded text (an error message, a booking message, a
 * storefront catalogue entry); a placeholder without a parameter is left as it is, so a missing
 * parameter shows instead of vanishing. */
export function interpolate(template: string, params: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) && params[name] !== undefined ? String(params[name]) : whole,
  );
}
