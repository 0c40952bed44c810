import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a data directory for this process. A second live process is refused with a clear
 * message; a lock left by a killed process is taken over, together with the embedded database's
 * own stale `postmaster.pid`, which would otherwise stop it from opening.
 */
export function lockDataDir(dataDir: string, databaseDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'lamplighter.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      fs.rmSync(path.join(databaseDir, 'postmaster.pid'), { force: true });
      return () => {
        const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
        if (holder === process.pid) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && processIsAlive(holder)) {
        throw new DataDirInUseError(
          `data directory ${dataDir} is in use by process ${holder}; stop that process or set another DATA_DIR`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`could not lock data directory ${dataDir}`);
}
