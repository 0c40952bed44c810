/** A number as the language writes it, with at most `digits` decimals; '--' for none. */
export function numberText(value: number | null | undefined, lang: string, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '--';
  return value.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB', { maximumFractionDigits: digits });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** When a device last reported: the time alone today, month and day before it; '--' never. */
export function reportTime(value: string | null | undefined, now: Date): string {
  if (!value) return '--';
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '--';
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  return at.toDateString() === now.toDateString()
    ? time
    : `${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${time}`;
}
