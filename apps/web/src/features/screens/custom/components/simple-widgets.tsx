import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenPanel } from '../../components/screen-panel';
import { clockText } from '../../lib/clock-text';

/** Free text, large and wrapped, under a heading when it has one. */
export function TextWidget({ text, title }: { text: string; title?: string | undefined }) {
  const body = <p className="custom-text">{text}</p>;
  return title ? (
    <ScreenPanel title={title} className="custom-text-panel">
      {body}
    </ScreenPanel>
  ) : (
    <div className="custom-text-plain">{body}</div>
  );
}

/** An image from an address, scaled whole into its place; a broken address says so (give it `key={url}`). */
export function ImageWidget({ url, title }: { url: string; title?: string | undefined }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const image =
    broken || url === '' ? (
      <p className="custom-wall__note">{t('customWall.imageBroken')}</p>
    ) : (
      <img
        className="custom-image"
        src={url}
        alt={title ?? ''}
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  return title ? (
    <ScreenPanel title={title} className="custom-image-panel">
      {image}
    </ScreenPanel>
  ) : (
    <div className="custom-image-plain">{image}</div>
  );
}

/** A large clock with the date, ticking each second, sized to its place; headed only when titled. */
export function ClockWidget({ title }: { title?: string | undefined }) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { time, date } = clockText(now, i18n.language);
  const face = (
    <div className="custom-clock__face">
      <time className="custom-clock__time screen-figure" dateTime={now.toISOString()}>
        {time}
      </time>
      <span className="custom-clock__date">{date}</span>
    </div>
  );
  return title ? (
    <ScreenPanel title={title} className="custom-clock">
      {face}
    </ScreenPanel>
  ) : (
    <div className="screen-panel custom-clock">{face}</div>
  );
}
