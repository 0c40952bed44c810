import { config } from 'zod';

// The content security policy forbids eval: schemas are checked without compiling code at run
// time, and zod does not even probe for it (the caught probe is reported as a violation).
config({ jitless: true });
