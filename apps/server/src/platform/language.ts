import type { Language } from '@lamplighter/contract';
import type { FastifyRequest } from 'fastify';

/** The language of names in answers: Chinese when the request asks for it first, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  return /^\s*zh/i.test(header) ? 'zh' : 'en';
}
