import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockText } from '../lib/clock-text';

/** Time and date, ticking each second; only the clock itself is drawn again. */
export function ScreenClock() {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { time, date } = clockText(now, i18n.language);
  return (
    <div className="screen-clock">
      <time className="screen-clock__time" dateTime={now.toISOString()}>
        {time}
      </time>
      <span className="screen-clock__date">{date}</span>
    </div>
  );
}
