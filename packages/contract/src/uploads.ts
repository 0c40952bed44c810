import { z } from 'zod';

/**
 * A file part of a multipart body. The route checks the file itself (size, type) so that its
 * refusal names the rule; the schema describes the part for the OpenAPI document.
 */
export function filePart(description: string) {
  return z.unknown().optional().meta({ type: 'string', format: 'binary', description });
}

/** The parts of an upload call; no body at all is an empty one, so that the route names the missing file. */
export function uploadBody<S extends z.core.$ZodLooseShape>(parts: S) {
  return z.preprocess((value) => value ?? {}, z.object(parts));
}
