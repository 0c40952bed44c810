// Type-checks every TypeScript project of the repository, one after another (TypeScript 7's `tsc`
// already checks on every core), and prints each project's errors together once it has finished.
import { spawn } from 'node:child_process';

const projects = ['apps/server', 'apps/web', 'packages/contract', 'packages/simulator', 'e2e', 'bench'];

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const tsc = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    tsc.stdout.on('data', (chunk) => {
      output += chunk;
    });
    tsc.stderr.on('data', (chunk) => {
      output += chunk;
    });
    tsc.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok    ' : 'failed'} ${project} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

let allPassed = true;
for (const project of projects) {
  if (!(await check(project))) allPassed = false;
}
process.exit(allPassed ? 0 : 1);
