import type { WallWidget } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { AlarmsTicker } from '../../components/alarms-ticker';
import { EnergyPanel } from '../../components/energy-panel';
import { EnergyTrendPanel } from '../../components/energy-trend-panel';
import { FleetPanel } from '../../components/fleet-panel';
import { HeadlineFigures } from '../../components/headline-figures';
import { LightingPanel } from '../../components/lighting-panel';
import { PowerCurvePanel } from '../../components/power-curve-panel';
import { ScreenPanel } from '../../components/screen-panel';
import { TicketsPanel } from '../../components/tickets-panel';
import { TopProjectsPanel } from '../../components/top-projects-panel';
import { WallMapPanel } from '../../components/wall-map-panel';
import { WeatherPanel } from '../../components/weather-panel';
import { DeviceWidget } from './device-widget';
import { ClockWidget, ImageWidget, TextWidget } from './simple-widgets';
import type { WallData } from './use-wall-data';

/** A panel of the kind's name holding a note, while its figures load or when the user may not see them. */
function Waiting({ widget, note = '' }: { widget: WallWidget; note?: string }) {
  const { t } = useTranslation();
  return (
    <ScreenPanel title={t(`customWall.kind.${widget.kind}`)}>
      <p className="custom-wall__note">{note}</p>
    </ScreenPanel>
  );
}

/** One widget of a layout, drawn with the panels of the other walls and the wall's live figures. */
export function WidgetView({ widget, data }: { widget: WallWidget; data: WallData }) {
  const { t } = useTranslation();
  const { summary, energy, tickets, power, year, weather, top } = data;
  switch (widget.kind) {
    case 'device':
      return <DeviceWidget deviceId={widget.deviceid} title={widget.title} />;
    case 'text':
      return <TextWidget text={widget.text} title={widget.title} />;
    case 'image':
      return <ImageWidget key={widget.url} url={widget.url} title={widget.title} />;
    case 'clock':
      return <ClockWidget title={widget.title} />;
    case 'tickets':
      if (!data.mayListTickets) return <Waiting widget={widget} note={t('customWall.noAccess')} />;
      return tickets ? <TicketsPanel summary={tickets} /> : <Waiting widget={widget} />;
    case 'energy':
      return energy ? <EnergyPanel energy={energy} year={year} /> : <Waiting widget={widget} />;
    case 'energyTrend':
      return energy ? <EnergyTrendPanel days={energy.days} /> : <Waiting widget={widget} />;
    case 'power':
      return power ? <PowerCurvePanel power={power} /> : <Waiting widget={widget} />;
    case 'weather':
      return weather ? <WeatherPanel weather={weather} /> : <Waiting widget={widget} />;
    case 'topProjects':
      return top ? <TopProjectsPanel top={top} /> : <Waiting widget={widget} />;
    default:
      break;
  }
  if (!summary) return <Waiting widget={widget} />;
  switch (widget.kind) {
    case 'headline':
      return <HeadlineFigures summary={summary} />;
    case 'fleet':
      return <FleetPanel devices={summary.devices} />;
    case 'lighting':
      return <LightingPanel lamps={summary.lamps} />;
    case 'map':
      return <WallMapPanel cells={summary.map} />;
    case 'alarms':
      return summary.warnings ? (
        <AlarmsTicker warnings={summary.warnings} />
      ) : (
        <Waiting widget={widget} note={t('customWall.noAccess')} />
      );
  }
}
