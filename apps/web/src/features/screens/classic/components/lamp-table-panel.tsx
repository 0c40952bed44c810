import type { DeviceListRow } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReducedMotion } from '../../../../shared/hooks/use-reduced-motion';
import { NO_STATE_COLOR, stateColor } from '../../../../shared/map/state-donut';
import { formatValue } from '../../../../shared/telemetry/telemetry-labels';
import { ScreenPanel } from '../../components/screen-panel';
import { LAMP_TABLE_PAGE_SIZE, type LampTablePage } from '../lib/lamp-table-query';
import { formatCount } from '../lib/number-format';
import { reportTimeText } from '../lib/report-time-text';
import { rotated } from '../lib/table-reel';
import { useRowCapacity } from './use-row-capacity';
import { SLIDE_MS, useTableReel } from './use-table-reel';

/** Height of a row in px; the stylesheet takes it from the table's `--row` property. */
const ROW_HEIGHT = 46;

const COLUMNS = ['code', 'name', 'project', 'state', 'onOff', 'brightness', 'power', 'lastReport'] as const;
/** The columns of figures, aligned on the right. */
const FIGURES: ReadonlySet<string> = new Set(['brightness', 'power', 'lastReport']);

/** A lamp's row; `even` is its place on the page, so that its stripe goes by with it. */
function LampRow({ lamp, even, now }: { lamp: DeviceListRow; even: boolean; now: Date }) {
  const { t } = useTranslation();
  const color = lamp.runstate === null ? NO_STATE_COLOR : stateColor(lamp.runstate);
  const burning = lamp.lampon === null ? 'none' : lamp.lampon ? 'on' : 'off';
  return (
    <tr data-device={lamp.id} data-even={even}>
      <td>
        <Link to={`/detail?device=${lamp.id}`} className="classic-table__code">
          {lamp.devicecode}
        </Link>
      </td>
      <td title={lamp.devicename}>{lamp.devicename}</td>
      <td title={lamp.projectname}>{lamp.projectname}</td>
      <td data-state={lamp.runstate ?? 'none'}>
        <span className="classic-table__state">
          <i style={{ background: color }} />
          {lamp.runstate === null ? t('wall.noState') : t(`runState.${lamp.runstate}`)}
        </span>
      </td>
      <td>
        <span className="classic-table__burning" data-burning={burning}>
          {lamp.lampon === null ? '--' : t(lamp.lampon ? 'classic.on' : 'classic.off')}
        </span>
      </td>
      <td className="classic-table__number">
        {lamp.brightness === null ? '--' : formatValue('brightness', lamp.brightness)}
      </td>
      <td className="classic-table__number">
        {lamp.loadpower === null ? '--' : formatValue('loadPower', lamp.loadpower)}
      </td>
      <td className="classic-table__number">{reportTimeText(lamp.reporttime, now)}</td>
    </tr>
  );
}

/**
 * The caller's lamps with what each reported last, going slowly by a row at a time and on through
 * the pages of the fleet; a pointer on the table holds it. A row opens the device on the wall.
 */
export function LampTablePanel({
  page,
  onWrapped,
}: {
  /** Undefined while the first page loads. */
  page: LampTablePage | undefined;
  onWrapped: () => void;
}) {
  const { t, i18n } = useTranslation();
  const motion = !useReducedMotion();
  const { ref: box, capacity } = useRowCapacity(ROW_HEIGHT);
  const lamps = page?.list;
  const total = page?.total ?? 0;
  const length = lamps?.length ?? 0;
  // The heading takes one row of the box.
  const scrolling = capacity > 1 && length > capacity - 1;
  const reel = useTableReel({ length, scrolling, motion, onWrapped });
  const from = ((page?.pagenum ?? 1) - 1) * LAMP_TABLE_PAGE_SIZE + 1;
  const shown = {
    from: formatCount(Math.min(from, total), i18n.language),
    to: formatCount(Math.min(from + length - 1, total), i18n.language),
    total: formatCount(total, i18n.language),
  };
  const now = new Date();
  return (
    <ScreenPanel
      title={t('classic.lamps')}
      className="classic-table"
      extra={total > 0 && <span data-total={total}>{t('classic.lampsShown', shown)}</span>}
    >
      {lamps === undefined ? null : lamps.length === 0 ? (
        <p className="screen-empty">{t('classic.noLamps')}</p>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: a pointer or focus on the table only holds it still
        <div
          ref={box}
          className="classic-table__window"
          style={{ ['--row' as string]: `${ROW_HEIGHT}px` }}
          data-scrolling={scrolling}
          data-paused={reel.paused}
          onMouseEnter={reel.pause}
          onMouseLeave={reel.resume}
          onFocus={reel.pause}
          onBlur={reel.resume}
        >
          <table className="classic-table__table">
            <colgroup>
              {COLUMNS.map((column) => (
                <col key={column} data-column={column} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={FIGURES.has(column) ? 'classic-table__number' : undefined}
                  >
                    {t(`classic.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody
              style={
                reel.sliding
                  ? {
                      transform: `translateY(-${ROW_HEIGHT}px)`,
                      transition: `transform ${SLIDE_MS}ms ease-in-out`,
                    }
                  : undefined
              }
            >
              {rotated(
                lamps.map((lamp, index) => ({ lamp, even: index % 2 === 0 })),
                reel.offset,
              ).map(({ lamp, even }) => (
                <LampRow key={lamp.id} lamp={lamp} even={even} now={now} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ScreenPanel>
  );
}
