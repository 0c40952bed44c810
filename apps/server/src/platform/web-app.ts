import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@lamplighter/contract';
import type { FastifyInstance } from 'fastify';

/** The build of the workspace's web app, found the same from the sources and from the server's bundle. */
export const defaultWebDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@lamplighter/web/package.json')),
  'dist',
);

/**
 * Serves the built web application at `/` (its router works in the URL hash, so only the files
 * themselves are served). Without a build, `/` leads to the API documentation instead.
 */
export async function installWebApp(app: FastifyInstance, distDir = defaultWebDist): Promise<void> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(`${API_BASE}/docs`));
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    // The build writes .br and .gz beside each file; they go to browsers that accept them.
    preCompressed: true,
    setHeaders: (response, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
