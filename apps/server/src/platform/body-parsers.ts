import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';

/** Bracket-style arrays (`ids[]=1&ids[]=2`) as the seed's web client sends them. */
export function parseForm(text: string): Record<string, unknown> {
  return qs.parse(text, { depth: 3, arrayLimit: 1000, parameterLimit: 2000, allowPrototypes: false });
}

/** An uploaded file as a handler receives it in the body. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data);
}

/**
 * Form-urlencoded (default), JSON and multipart bodies. Multipart fields become plain values and
 * files become `{filename, mimetype, data}`, so every route validates one body shape.
 */
export async function installBodyParsers(app: FastifyInstance, limits: { fileBytes: number }): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, text, done) => {
      try {
        done(null, parseForm(text as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: limits.fileBytes, files: 5, fields: 100, parts: 105 },
    throwFileSizeLimit: true,
    onFile: async (part) => {
      const data = await part.toBuffer();
      (part as unknown as { value: UploadedFile }).value = {
        filename: part.filename,
        mimetype: part.mimetype,
        data,
      };
    },
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || typeof request.body !== 'object' || request.body === null) return;
    const flat: Record<string, unknown> = {};
    for (const [name, part] of Object.entries(request.body as Record<string, unknown>)) {
      const parts = Array.isArray(part) ? part : [part];
      const values = parts.map((p) => (p as { value: unknown }).value);
      const key = name.endsWith('[]') ? name.slice(0, -2) : name;
      flat[key] = values.length === 1 && !name.endsWith('[]') ? values[0] : values;
    }
    request.body = flat;
  });
}
