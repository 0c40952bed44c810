// Builds the server to one JavaScript file, dist/main.js, that `node` starts at once (tsx compiles
// the whole source graph again on every start). The workspace packages, written in TypeScript, go
// into the bundle; every other package stays external and loads from node_modules as it is (native
// argon2, PGlite's WebAssembly and data files, svg-captcha's fonts, exceljs). The files the server
// finds beside its modules at run time are copied beside the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');

/** Workspace packages are bundled from their sources; any other bare import is left to node. */
const externalPackages = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@lamplighter/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Each file appears whole or not at all: a server starting while another build runs (two test
 * files finding the bundle older than their sources) reads the old file or the new one.
 */
function writeWhole(file, contents) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, contents);
  fs.renameSync(partial, file);
}

const { outputFiles } = await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
  write: false,
});
// The embedded database's thread and the SQL migrations (those the journal in them names run), found
// by their path beside the module.
const besideModules = fs
  .readdirSync(path.join(root, 'src/db/migrations'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(path.join(root, 'src/db'), path.join(entry.parentPath, entry.name)));
for (const file of ['pglite-engine.worker.js', ...besideModules])
  writeWhole(path.join(dist, file), fs.readFileSync(path.join(root, 'src/db', file)));
// The bundle last: its time tells that everything beside it is as new.
const bundle = path.join(dist, 'main.js');
for (const file of outputFiles.filter((output) => output.path !== bundle))
  writeWhole(file.path, file.contents);
writeWhole(bundle, outputFiles.find((output) => output.path === bundle).contents);
