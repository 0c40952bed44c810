import path from 'node:path';

/** `migrated`: the schema only. `bootstrapped`: what the test platform's first start leaves. */
export type StoreTemplate = 'migrated' | 'bootstrapped';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where this run's store templates are (see store-templates.global-setup.ts): the PGlite run
     * directory, or the prefix of the PostgreSQL template databases.
     */
    storeTemplates: string;
  }
}

/** The data directory (`DATA_DIR`) of a PGlite template in the run directory. */
export function templateDataDir(runDir: string, template: StoreTemplate): string {
  return path.join(runDir, template);
}

export function templateDatabase(prefix: string, template: StoreTemplate): string {
  return `${prefix}_${template}`;
}

/** The templates the run's global set-up made for this project's store, if it made them. */
export async function providedTemplates(): Promise<string | undefined> {
  // Only a Vitest worker has them; a bench outside Vitest must not load Vitest's runtime.
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('storeTemplates');
}
