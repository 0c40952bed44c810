import { readWorkbook } from '../excel-fixture';
import type { Answer } from '../fuzz/send-request';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * What an answer says, as text to search and compare: a JSON or text body as it is, a workbook by
 * the values of every cell of every sheet (its zip and its creation time say nothing), anything
 * else (an image, the map's binary points) by its bytes in hex.
 */
export async function answerContent(answer: Answer): Promise<string> {
  if (answer.status === 200 && answer.contentType.startsWith(XLSX)) {
    try {
      const { workbook } = await readWorkbook(answer.body);
      const cells: string[] = [];
      for (const sheet of workbook.worksheets) {
        sheet.eachRow((row) => {
          cells.push(JSON.stringify(row.values));
        });
      }
      return cells.join('\n');
    } catch (error) {
      return `unreadable workbook: ${(error as Error).message}`;
    }
  }
  const type = answer.contentType;
  if (type === '' || type.startsWith('application/json') || type.startsWith('text/'))
    return answer.body.toString('utf8');
  return `${type} ${answer.body.toString('hex')}`;
}

/** The texts of `secrets` that the answer shows, in its content or its raw bytes, and whether it holds `face`. */
export function shownSecrets(content: string, answer: Answer, secrets: string[], face: Buffer): string[] {
  const shown = secrets.filter((secret) => content.includes(secret) || answer.body.includes(secret));
  if (face.length > 0 && answer.body.includes(face)) shown.push('the avatar');
  return shown;
}
