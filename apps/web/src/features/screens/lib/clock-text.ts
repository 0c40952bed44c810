/** The wall's clock: time with seconds and the date with its weekday, in the user's language. */
export function clockText(now: Date, lang: string): { time: string; date: string } {
  const locale = lang === 'zh' ? 'zh-CN' : 'en-GB';
  return {
    time: now.toLocaleTimeString(locale, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    }),
    date: now.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' }),
  };
}
