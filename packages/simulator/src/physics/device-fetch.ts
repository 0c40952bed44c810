/** Answers that say the platform is short of something for a moment: ask again later. */
const RETRIED_STATUSES = new Set([429, 502, 503, 504]);

export interface RetryPolicy {
  /** Tries in all, the first among them. */
  attempts: number;
  /** The wait before the second try; each further wait doubles, with up to half of it again at random. */
  firstDelayMs: number;
  /** No wait is longer, whatever the platform's Retry-After asks. */
  maxDelayMs: number;
}

export const DEVICE_RETRIES: RetryPolicy = { attempts: 8, firstDelayMs: 500, maxDelayMs: 10_000 };

/** Why a request never got an answer, with what Node's fetch hides in its cause (`ECONNRESET`, …). */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause =
    error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const detail = cause?.code ?? cause?.message;
  return detail && !message.includes(detail) ? `${message} (${detail})` : message;
}

function waitOf(answer: Response | undefined, attempt: number, policy: RetryPolicy): number {
  const asked = Number(answer?.headers.get('retry-after'));
  const backOff = policy.firstDelayMs * 2 ** attempt * (1 + Math.random() / 2);
  return Math.min(policy.maxDelayMs, Number.isFinite(asked) && asked > 0 ? asked * 1000 : backOff);
}

/**
 * A device's request to the platform's device API, as a real device's firmware makes it: sent again
 * with a growing wait when no answer came (refused, reset) or the platform said it is busy (503 with
 * Retry-After), so that a burst of a whole district fetching at once ends in every device served.
 * Any other answer is returned as it is; after the last try, the last busy answer is returned, or
 * the error says why no answer came.
 */
export async function deviceFetch(
  url: string,
  init: RequestInit = {},
  policy: RetryPolicy = DEVICE_RETRIES,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const last = attempt + 1 >= policy.attempts;
    let answer: Response | undefined;
    try {
      answer = await fetch(url, init);
      if (!RETRIED_STATUSES.has(answer.status) || last) return answer;
      await answer.body?.cancel();
    } catch (error) {
      if (last || init.signal?.aborted) throw new Error(reasonOf(error), { cause: error });
    }
    await new Promise((resolve) => setTimeout(resolve, waitOf(answer, attempt, policy)));
  }
}
