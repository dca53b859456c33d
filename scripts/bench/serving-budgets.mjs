/**
 * The budgets measured outside Lighthouse's scores: first-load JavaScript, the 390 px transfer, image formats,
 * the font, the front's throughput, its security headers and its routing.
 */
import { KB, kb, pct, verdict } from './report-format.mjs';

export function servingBudgets(data) {
  const budgets = [];
  const floorJs = data.firstLoad.floor.gzipBytes;
  const overJs = data.firstLoad.site.filter((page) => page.gzipBytes > floorJs + 20 * KB);
  const heaviest = [...data.firstLoad.site].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
  budgets.push({
    id: 'firstLoadJs',
    budget: `First-load JS ≤ floor + 20 KB gzip (floor ${kb(floorJs)} KB: ≤ ${kb(floorJs + 20 * KB)} KB)`,
    result: verdict(overJs.length === 0),
    measured: `${data.firstLoad.site.length - overJs.length}/${data.firstLoad.site.length} routes pass; heaviest ${kb(heaviest?.gzipBytes)} KB (${heaviest?.route})`,
    misses: overJs.map((page) => ({
      route: page.route,
      site: `${kb(page.gzipBytes)} KB`,
      overFloor: `+${kb(page.gzipBytes - floorJs)} KB`,
    })),
  });
  budgets.push({
    id: 'homeTransfer390',
    budget: 'Home page total transfer < 800 KB at 390 px (390×844, DPR 3, load + network idle)',
    result: verdict(data.phone.transferBytes < 800 * KB),
    measured: `${kb(data.phone.transferBytes)} KB in ${data.phone.requests} requests`,
    misses: [],
  });
  const raster = /^image\/(jpeg|png|gif|bmp)$/;
  const images = new Map();
  for (const { route } of data.routes) {
    for (const run of data.lighthouse.routes[route].site)
      for (const image of run.images) images.set(image.url, image.mimeType);
  }
  for (const image of data.phone.images) images.set(image.url, image.mimeType);
  const legacy = [...images].filter(([, mimeType]) => raster.test(mimeType ?? ''));
  const formats = [...new Set(images.values())].sort();
  budgets.push({
    id: 'imageFormats',
    budget: 'Images AVIF/WebP (SVG allowed)',
    result: verdict(images.size === 0 ? null : legacy.length === 0),
    measured: `${images.size} distinct images loaded: ${formats.join(', ')}`,
    misses: legacy.map(([url, mimeType]) => ({ route: url, site: mimeType })),
  });
  const lighthouseFonts = new Set();
  for (const { route } of data.routes)
    for (const run of data.lighthouse.routes[route].site) run.fonts.forEach((url) => lighthouseFonts.add(url));
  const foreignFonts = [...lighthouseFonts].filter((url) => !url.startsWith('http://127.0.0.1:'));
  const fontsOk =
    data.fonts.families.length === 1 &&
    data.fonts.external.length === 0 &&
    foreignFonts.length === 0 &&
    // A preloaded font shares the first round trips with the hero image, which the LCP waits for: one at most.
    data.fonts.preloads.length <= 1 &&
    data.fonts.preloads.every((href) => href.startsWith('/'));
  budgets.push({
    id: 'font',
    budget: 'One font family, self-hosted, at most one file preloaded',
    result: verdict(fontsOk),
    measured: `families ${JSON.stringify(data.fonts.families)}, ${data.fonts.fontFiles.length} files, ${data.fonts.preloads.length} preloaded (${data.fonts.preloads.join(', ')}), third-party: ${data.fonts.external.length + foreignFonts.length}`,
    misses: [],
  });
  if (data.load.length) {
    const ratios = data.load.map((row) => ({
      path: row.path,
      ratio: row.front.requestsPerSecond / row.raw.requestsPerSecond,
    }));
    budgets.push({
      id: 'frontThroughput',
      budget: 'Pre-rendered pages through the nginx front ≥ 80 % of the throughput of nginx serving the raw files',
      result: verdict(ratios.every((row) => row.ratio >= 0.8)),
      measured: ratios.map((row) => `${row.path} ${pct(row.ratio)}`).join('; '),
      misses: ratios.filter((row) => row.ratio < 0.8).map((row) => ({ route: row.path, site: pct(row.ratio) })),
    });
  }
  const parityMisses = data.parity.filter((row) => row.differences.length);
  budgets.push({
    id: 'securityHeaders',
    budget: 'Security headers of config/headers.mjs on the files nginx serves itself (same as Next)',
    result: verdict(parityMisses.length === 0),
    measured: data.parity
      .map(
        (row) =>
          `${row.path.length > 40 ? `${row.path.slice(0, 37)}...` : row.path} ${row.differences.length ? `differs: ${row.differences.join(', ')}` : 'same'}`,
      )
      .join('; '),
    misses: parityMisses.map((row) => ({ route: row.path, site: row.differences.join(', ') })),
  });
  const routingMisses = data.routing.filter((row) => !row.same);
  budgets.push({
    id: 'routing',
    budget: 'The nginx front answers like next start (status and type) for pages, RSC, redirects, 404, API, images',
    result: verdict(routingMisses.length === 0),
    measured: `${data.routing.length - routingMisses.length}/${data.routing.length} cases identical`,
    misses: routingMisses.map((row) => ({
      route: `${row.label} ${row.path}`,
      site: `front ${row.front}, next ${row.next}`,
    })),
  });
  return budgets;
}
