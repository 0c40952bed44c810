import { z } from 'zod';

/** Every answer of the HTTP API: `status` 200 on success, else an HTTP status or a catalogue code. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), message: z.string(), data });
}

/** The seed's list shape: `data[0].list` and `data[0].total`. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return envelope(z.array(z.object({ list: z.array(item), total: z.number().int() })));
}

export const emptyEnvelope = envelope(z.null());

export const errorBody = z.object({
  status: z.number().int().describe('HTTP status, or the catalogue code 2001-2005'),
  message: z.string(),
  data: z.null(),
  key: z.string().optional().describe('the i18n key of message, so that clients show it in their language'),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe('the values the message of key names'),
  errors: z
    .array(
      z.object({
        field: z.string().describe('where the value is: a name, dotted into nested values and lists'),
        key: z.string().describe('the i18n key of message'),
        params: z
          .record(z.string(), z.union([z.string(), z.number()]))
          .describe('the values the message names'),
        message: z.string().describe('in English'),
      }),
    )
    .optional()
    .describe('one entry per invalid field, on every answer that refuses the input (400)'),
});
// Named, every refusal of the OpenAPI document refers to one schema instead of repeating it.
z.globalRegistry.add(errorBody, { id: 'Refusal' });
export type ErrorBody = z.infer<typeof errorBody>;

export const errorCodes = {
  insufficientPermission: 2001,
  invalidToken: 2002,
  fullAuthenticationRequired: 2003,
  wrongCredentials: 2004,
  userDisabled: 2005,
} as const;
