import type { DashboardEnergy, WallYear } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { ENERGY_FIGURES } from '../../../shared/dashboard/energy-figures';
import { ScreenPanel } from './screen-panel';

/** Energy of the lights today, this month and this year: consumed, generated, saved and CO2 avoided. */
export function EnergyPanel({ energy, year }: { energy: DashboardEnergy; year?: WallYear | undefined }) {
  const { t, i18n } = useTranslation();
  const spans = [
    { key: 'today', label: t('wall.today'), figures: energy.today },
    { key: 'month', label: t('wall.thisMonth'), figures: energy.month },
    ...(year ? [{ key: 'year', label: t('wall.thisYear'), figures: year.figures }] : []),
  ];
  return (
    <ScreenPanel title={t('wall.energy')} className="screen-energy">
      <table className="screen-energy__table">
        <thead>
          <tr>
            <td />
            {ENERGY_FIGURES.map((figure) => (
              <th key={figure.key} scope="col">
                {t(`wall.${figure.key}`)}
                <small className="screen-energy__unit">{figure.unit}</small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spans.map((span) => (
            <tr key={span.key} data-span={span.key}>
              <th scope="row">{span.label}</th>
              {ENERGY_FIGURES.map((figure) => (
                <td key={figure.key} data-figure={figure.key} className="screen-figure">
                  {span.figures[figure.key].toLocaleString(i18n.language, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScreenPanel>
  );
}
