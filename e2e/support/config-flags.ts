import type { Page } from '@playwright/test';

/** Serves this diner's pages a venue config with some flags changed: in GET /domain/config.json
 * and in the config the server inlines in each page's HTML
 * (docs/decisions/032-first-paint-from-the-html.md). */
export async function withConfigFlags(page: Page, flags: Record<string, unknown>): Promise<void> {
  const config = await page.evaluate(async () => (await fetch('/domain/config.json')).json());
  await page.route('**/domain/config.json', (route) => route.fulfill({ json: { ...config, ...flags } }));
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    // Chromium resolves *.localhost itself; from Node, ask 127.0.0.1 with the venue's host
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
    const html = (await response.text()).replace(
      /(<script id="sf-boot" type="application\/json">)([\s\S]*?)(<\/script>)/,
      (_, open: string, json: string, close: string) => {
        const data = JSON.parse(json) as { config: Record<string, unknown> };
        data.config = { ...data.config, ...flags };
        return `${open}${JSON.stringify(data).replace(/</g, '\\u003c')}${close}`;
      },
    );
    // the text above is decoded: the page goes out uncompressed
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) => !['content-encoding', 'content-length'].includes(name),
      ),
    );
    return route.fulfill({ response, headers, body: html });
  });
}
