import { type ParserOptions, protocol, type QueryOptions, type Results, types } from '@electric-sql/pglite';

/** Commands whose tag counts the rows they changed, as PGlite adds them to `affectedRows`. */
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** The first failure among the backend messages of an answer, as PGlite's own parser reads it. */
function failureIn(answer: Uint8Array): Error | undefined {
  let failure: Error | undefined;
  new protocol.Parser().parse(answer, (message) => {
    if (!failure && message instanceof Error) failure = message;
  });
  return failure;
}

/**
 * The result of one statement, read from the backend messages PGlite wrote for its exchange
 * (text-format rows, each value by the caller's or PGlite's parser of its type, as PGlite's
 * `parseResults` does, in the same shape). PGlite's own parser makes an object of every message
 * and copies every value before decoding it, and merges the caller's parsers into its 300 at
 * every query: a third of a device page's time on the embedded store. A failure is thrown as
 * PGlite throws it, read by PGlite's parser.
 */
export function readAnswer<T>(answer: Buffer, parsers: ParserOptions, options?: QueryOptions): Results<T> {
  const fields: { name: string; dataTypeID: number }[] = [];
  /** Each column's parser, looked up once: the caller's, else PGlite's (hundreds of types). */
  const decoders: (((text: string, type: number) => unknown) | undefined)[] = [];
  const rows: unknown[] = [];
  const asArrays = options?.rowMode === 'array';
  let result: Results<T> | undefined;
  let at = 0;
  while (at + 5 <= answer.length) {
    const kind = answer[at];
    const end = at + 1 + answer.readInt32BE(at + 1);
    let cursor = at + 5;
    if (kind === 0x45 /* E */) throw failureIn(answer) ?? new Error('the database answered an error');
    if (kind === 0x54 /* T: row description */) {
      const count = answer.readInt16BE(cursor);
      cursor += 2;
      for (let index = 0; index < count; index++) {
        const nameEnd = answer.indexOf(0, cursor);
        const dataTypeID = answer.readInt32BE(nameEnd + 7);
        fields.push({ name: answer.toString('utf8', cursor, nameEnd), dataTypeID });
        decoders.push(options?.parsers?.[dataTypeID] ?? parsers[dataTypeID] ?? types.parsers[dataTypeID]);
        cursor = nameEnd + 19;
      }
    } else if (kind === 0x44 /* D: data row */) {
      const count = answer.readInt16BE(cursor);
      cursor += 2;
      const values: unknown[] = new Array(count);
      for (let index = 0; index < count; index++) {
        const length = answer.readInt32BE(cursor);
        cursor += 4;
        if (length < 0) {
          values[index] = null;
          continue;
        }
        const text = answer.toString('utf8', cursor, cursor + length);
        cursor += length;
        const decode = decoders[index];
        values[index] = decode ? decode(text, fields[index]?.dataTypeID ?? 0) : text;
      }
      rows.push(
        asArrays ? values : Object.fromEntries(fields.map((field, index) => [field.name, values[index]])),
      );
    } else if (kind === 0x43 /* C: command complete */ && !result) {
      const words = answer.toString('utf8', cursor, end - 1).split(' ');
      const command = words[0] ?? '';
      const counted = Number.parseInt(words[words.length - 1] ?? '', 10);
      result = {
        rows: rows as Results<T>['rows'],
        fields,
        command,
        affectedRows: CHANGING.has(command) ? counted : 0,
        ...(Number.isNaN(counted) ? {} : { rowCount: counted }),
      };
    }
    at = end;
  }
  return result ?? { rows: [], fields: [], affectedRows: 0 };
}
