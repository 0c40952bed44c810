import zlib from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/** One JavaScript or CSS file as the browser received it, with what it would weigh compressed. */
export interface Asset {
  file: string;
  kind: 'js' | 'css';
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** Content-Encoding the server actually sent ('none' when it sent the file as is). */
  wireEncoding: string;
}

export interface AssetTotals {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

function kindOf(response: Response): Asset['kind'] | undefined {
  const type = response.headers()['content-type'] ?? '';
  if (type.includes('javascript')) return 'js';
  if (type.includes('css')) return 'css';
  return undefined;
}

async function assetOf(response: Response, kind: Asset['kind']): Promise<Asset> {
  const body = await response.body();
  return {
    file: new URL(response.url()).pathname,
    kind,
    rawBytes: body.length,
    gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
    brotliBytes: zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length,
    wireEncoding: response.headers()['content-encoding'] ?? 'none',
  };
}

/** Records every JS and CSS response of a page, each file once; `snapshot()` waits for their bodies. */
export function recordAssets(page: Page): { snapshot: () => Promise<Asset[]> } {
  const assets = new Map<string, Promise<Asset>>();
  page.on('response', (response) => {
    const kind = kindOf(response);
    const file = new URL(response.url()).pathname;
    if (kind && response.ok() && !assets.has(file)) assets.set(file, assetOf(response, kind));
  });
  return { snapshot: async () => Promise.all([...assets.values()]) };
}

export function totalsOf(assets: Asset[]): AssetTotals {
  return {
    files: assets.length,
    rawBytes: assets.reduce((sum, a) => sum + a.rawBytes, 0),
    gzipBytes: assets.reduce((sum, a) => sum + a.gzipBytes, 0),
    brotliBytes: assets.reduce((sum, a) => sum + a.brotliBytes, 0),
  };
}
