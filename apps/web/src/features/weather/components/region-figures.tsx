import { meteoUnits, type RegionFigure } from '@lamplighter/contract';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatReading } from '../lib/readings';

function FigureTile({ figure }: { figure: RegionFigure }) {
  const { t } = useTranslation();
  const shown = (value: number | null) => formatReading(figure.key, value);
  const span = (label: string, min: number | null, max: number | null) => (
    <Typography.Text type="secondary" className="weather-region__span">
      {label} {t('meteo.min')} {shown(min)} · {t('meteo.max')} {shown(max)}
    </Typography.Text>
  );
  return (
    <section
      className="weather-region__figure"
      data-figure={figure.key}
      aria-label={t(`meteo.reading.${figure.key}`)}
    >
      <Typography.Text type="secondary">
        {t(`meteo.reading.${figure.key}`)} ({meteoUnits[figure.key]})
      </Typography.Text>
      <div className="weather-region__mean">
        <small>{t('meteo.mean')}</small> <b data-value="mean">{shown(figure.mean)}</b>
      </div>
      {span(t('meteo.region.now'), figure.min, figure.max)}
      {span(t('meteo.region.today'), figure.todaymin, figure.todaymax)}
    </section>
  );
}

/** The region's figures of each reading: lowest, mean and highest now, and lowest and highest today. */
export function RegionFigures({ figures }: { figures: RegionFigure[] }) {
  const { t } = useTranslation();
  const counted = figures.filter((figure) => figure.stations > 0);
  const stations = Math.max(0, ...counted.map((figure) => figure.stations));
  return (
    <Card
      size="small"
      title={t('meteo.region.title')}
      extra={
        stations > 0 && (
          <Typography.Text type="secondary">
            {t('meteo.region.stations', { count: stations })}
          </Typography.Text>
        )
      }
    >
      {counted.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('meteo.region.none')} />
      ) : (
        <div className="weather-region">
          {counted.map((figure) => (
            <FigureTile key={figure.key} figure={figure} />
          ))}
        </div>
      )}
    </Card>
  );
}
