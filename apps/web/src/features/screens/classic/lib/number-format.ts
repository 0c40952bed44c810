const localeOf = (lang: string) => (lang === 'zh' ? 'zh-CN' : 'en-GB');

/** A count as the user's language writes it: 12,345. */
export function formatCount(value: number, lang: string): string {
  return new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 0 }).format(value);
}

/** A measured figure with `digits` decimals, grouped as the user's language writes it: 1,234.5. */
export function formatFigure(value: number, lang: string, digits = 1): string {
  return new Intl.NumberFormat(localeOf(lang), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** The characters of a counter's board: each digit on a tile of its own, separators between them. */
export function counterCharacters(value: number, lang: string): { char: string; digit: boolean }[] {
  return [...formatCount(value, lang)].map((char) => ({ char, digit: /\d/.test(char) }));
}
