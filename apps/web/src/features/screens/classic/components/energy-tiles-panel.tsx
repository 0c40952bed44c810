import type { DashboardEnergy } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { ENERGY_FIGURES } from '../../../../shared/dashboard/energy-figures';
import { ScreenPanel } from '../../components/screen-panel';
import { formatFigure } from '../lib/number-format';

/** Energy consumed, generated, saved and CO2 avoided today, large, each with this month's below. */
export function EnergyTilesPanel({ energy }: { energy: DashboardEnergy }) {
  const { t, i18n } = useTranslation();
  const figure = (value: number) => formatFigure(value, i18n.language);
  return (
    <ScreenPanel title={t('classic.energyToday')} className="classic-energy">
      <ul className="classic-energy__tiles">
        {ENERGY_FIGURES.map(({ key, unit }) => (
          <li key={key} className="classic-energy__tile" data-figure={key}>
            <span className="classic-energy__label">{t(`wall.${key}`)}</span>
            <span className="classic-energy__today">
              <b className="screen-figure">{figure(energy.today[key])}</b>
              <small>{unit}</small>
            </span>
            <span className="classic-energy__month">
              {t('classic.monthFigure', { value: `${figure(energy.month[key])} ${unit}` })}
            </span>
          </li>
        ))}
      </ul>
    </ScreenPanel>
  );
}
