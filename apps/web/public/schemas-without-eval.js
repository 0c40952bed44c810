// The content security policy forbids eval, and zod probes for it (new Function) when a schema is
// made unless told not to; the caught probe is still reported as a violation. Schemas are made as
// the bundle's modules load, before any module of ours could set this: hence a plain script that
// runs first, setting zod's configuration where zod reads it.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
