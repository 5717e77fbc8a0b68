// Moving between pages of an area must never download code the browser already holds: open the
// area, follow each link of its navigation, and note every script fetched a second time.
import type { BrowserContext } from 'playwright-core';

export type AreaWalk = { pages: number; scriptsFetched: number; refetched: string[]; bytesPerPage: number[] };

export async function walkArea(context: BrowserContext, baseUrl: string, home: string): Promise<AreaWalk> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  const seen = new Set<string>();
  const refetched: string[] = [];
  // Per page visited, the body sizes of the scripts it fetched (read once the page is idle).
  const fetched: Promise<number>[][] = [[]];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url();
    if (seen.has(url)) refetched.push(new URL(url).pathname);
    seen.add(url);
    const size = response
      .request()
      .sizes()
      .then((sizes) => Math.max(0, sizes.responseBodySize))
      .catch(() => 0);
    fetched.at(-1)!.push(size);
  });
  try {
    await page.goto(`${baseUrl}${home}`, { waitUntil: 'networkidle' });
    const links = await page
      .locator(`nav a[href^="${home}/"]`)
      .evaluateAll((anchors) => [...new Set(anchors.map((a) => a.getAttribute('href') ?? ''))]);
    for (const href of links) {
      fetched.push([]);
      await page.locator(`nav a[href="${href}"]`).first().click();
      await page.waitForURL(`**${href}`);
      await page.waitForLoadState('networkidle');
    }
    const bytesPerPage = await Promise.all(
      fetched.map(async (sizes) => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0)),
    );
    return { pages: links.length + 1, scriptsFetched: seen.size, refetched, bytesPerPage };
  } finally {
    await page.close();
  }
}
