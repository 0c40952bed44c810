import type { Endpoint } from '@lamplighter/contract';
import type { z } from 'zod';
import type { ApiClient, Envelope, RequestOptions } from './api-client';

/** An endpoint that answers JSON in the envelope `{ status, message, data }`. */
export type JsonEndpoint = Endpoint & { response: z.ZodType };

/** An endpoint that answers a file (an export, an image, the map's binary points). */
export type FileEndpoint = Endpoint & { response: { contentType: string } };

/** What a call sends, as the contract's schema takes it: its body for a POST, else its query. */
export type InputOf<E extends Endpoint> = E extends { body: z.ZodType }
  ? z.input<E['body']>
  : E extends { query: z.ZodType }
    ? z.input<E['query']>
    : never;

/** A query as the server reads it (numbers as numbers, pages filled in): what a screen's filter holds. */
export type QueryOf<E extends Endpoint> = E extends { query: z.ZodType } ? z.output<E['query']> : never;

/** The whole answer of a call, envelope included. */
export type AnswerOf<E extends JsonEndpoint> = z.output<E['response']>;

/** The `data` of a call's answer. */
export type DataOf<E extends JsonEndpoint> = AnswerOf<E> extends { data: infer D } ? D : never;

/** A row of a list call's answer (the seed's `data[0].list`). */
export type RowOf<E extends JsonEndpoint> = DataOf<E> extends { list: (infer R)[] }[] ? R : never;

export interface CallOptions {
  /** Form-urlencoded with bracket arrays by default; JSON for lists of objects, multipart for files. */
  contentType?: RequestOptions['contentType'];
  /** No error message shown; the caller handles the rejection. */
  silent?: boolean;
}

/** An endpoint without input takes none; one whose fields may all be left out may be called bare. */
export type CallArgs<E extends Endpoint> = [InputOf<E>] extends [never]
  ? [input?: undefined, options?: CallOptions]
  : object extends InputOf<E>
    ? [input?: InputOf<E>, options?: CallOptions]
    : [input: InputOf<E>, options?: CallOptions];

type Values = Record<string, unknown>;

/**
 * The web's calls, typed by the contract's endpoint descriptors: the descriptor gives the path and
 * the method, its schemas the input and the answer. What the ApiClient does for every call (token
 * refresh, errors in the user's language) holds here too.
 */
export function contractClient(api: ApiClient) {
  function send<E extends JsonEndpoint>(endpoint: E, input: unknown, options: CallOptions = {}) {
    const values = (input ?? undefined) as Values | undefined;
    return api.request<DataOf<E>>(endpoint.path, {
      method: endpoint.method,
      ...(endpoint.method === 'GET' ? { params: values } : { data: values }),
      ...options,
    }) as Promise<Envelope<DataOf<E>> & AnswerOf<E>>;
  }

  return {
    /** The `data` of the answer. */
    async call<E extends JsonEndpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<DataOf<E>> {
      return (await send(endpoint, input, options)).data;
    },

    /** The whole answer, for the calls whose `message` or `key` says something beside the data. */
    callForAnswer<E extends JsonEndpoint>(
      endpoint: E,
      ...[input, options]: CallArgs<E>
    ): Promise<AnswerOf<E>> {
      return send(endpoint, input, options);
    },

    /**
     * A file sent as multipart with its progress reported (0 to 100); `query` names what it is for
     * (the ticket a file is attached to). `silent` leaves a refusal to the screen that shows it.
     */
    async upload<E extends JsonEndpoint & { query: z.ZodType; body: z.ZodType }>(
      endpoint: E,
      { query, body }: { query: z.input<E['query']>; body: InputOf<E> },
      onProgress: (percent: number) => void,
      { silent = false }: { silent?: boolean } = {},
    ): Promise<DataOf<E>> {
      const answer = await api.upload<DataOf<E>>(
        endpoint.path,
        { params: query as Values, data: body as Values, silent },
        onProgress,
      );
      return answer.data;
    },

    /** Bytes as the body of a POST (a live broadcast's sound), `query` naming what they are. */
    async sendBytes<E extends JsonEndpoint & { query: z.ZodType }>(
      endpoint: E,
      query: z.input<E['query']>,
      bytes: Blob,
      { silent = false }: { silent?: boolean } = {},
    ): Promise<DataOf<E>> {
      const answer = await api.request<DataOf<E>>(endpoint.path, {
        method: 'POST',
        params: query as Values,
        data: bytes,
        silent,
      });
      return answer.data;
    },

    /** A file answer as a Blob: a GET sends its input as the query, a POST as a form body. */
    download<E extends FileEndpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<Blob> {
      const values = (input ?? undefined) as Values | undefined;
      const silent = { silent: options?.silent ?? false };
      return endpoint.method === 'GET'
        ? api.blob(endpoint.path, values, undefined, silent)
        : api.blob(endpoint.path, undefined, values ?? {}, silent);
    },
  };
}

/** The seed's list answer `data[0].list`, `data[0].total`, or an empty page. */
export function pageOf<T>(data: { list: T[]; total: number }[]): { list: T[]; total: number } {
  return data[0] ?? { list: [], total: 0 };
}
