/** Request URLs as they may be logged: smart-link tokens (`/{branch}/sl/{profile}/{token}`) and
 * `token=` query values are credentials and never reach the logs. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/sl\/[^/?#]+\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&](?:token|card_number|cvc)=)[^&#]*/gi, '$1[redacted]');
}
