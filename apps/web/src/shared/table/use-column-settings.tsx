import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  arrangeColumns,
  type ColumnSettings,
  columnKey,
  isLocked,
  moveColumn,
  NO_SETTINGS,
  readColumnSettings,
  type SettableColumn,
  TABLE_SETTINGS_PREFIX,
  writeColumnSettings,
} from './column-settings';
import './column-settings.css';

type TitledColumn = SettableColumn & { title?: unknown };

/** A column's heading for the settings list; a heading drawn by a function is named by its key. */
function headingOf(column: TitledColumn): ReactNode {
  return typeof column.title === 'function' ? columnKey(column) : (column.title as ReactNode);
}

/**
 * Remembered column settings of one table (shown columns and their order), kept in local storage
 * until logout. Answers the columns to give the table and the button that changes them. A table
 * with many columns names those it hides until the user shows them (`defaultHidden`); Reset
 * returns to that.
 */
export function useColumnSettings<C extends TitledColumn>(
  tableId: string,
  columns: C[],
  defaultHidden: readonly string[] = [],
) {
  const defaults: ColumnSettings = { order: [], hidden: [...defaultHidden] };
  const [settings, setSettings] = useState(() =>
    localStorage.getItem(TABLE_SETTINGS_PREFIX + tableId) === null
      ? defaults
      : readColumnSettings(localStorage, tableId),
  );
  function change(next: ColumnSettings) {
    writeColumnSettings(localStorage, tableId, next);
    setSettings(next);
  }
  function reset() {
    writeColumnSettings(localStorage, tableId, NO_SETTINGS);
    setSettings(defaults);
  }
  return {
    columns: arrangeColumns(columns, settings),
    control: <ColumnSettingsButton columns={columns} settings={settings} onChange={change} onReset={reset} />,
  };
}

function ColumnSettingsButton({
  columns,
  settings,
  onChange,
  onReset,
}: {
  columns: TitledColumn[];
  settings: ColumnSettings;
  onChange: (next: ColumnSettings) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const movable = arrangeColumns(
    columns.filter((column) => !isLocked(column)),
    { ...settings, hidden: [] },
  );
  const order = movable.map(columnKey);
  const hidden = new Set(settings.hidden);
  const toggle = (key: string, shown: boolean) =>
    onChange({
      order,
      hidden: shown ? settings.hidden.filter((item) => item !== key) : [...settings.hidden, key],
    });
  const move = (key: string, step: -1 | 1) => onChange({ ...settings, order: moveColumn(order, key, step) });

  const panel = (
    <ul className="column-settings" aria-label={t('table.columns')}>
      {movable.map((column, index) => {
        const key = columnKey(column);
        return (
          <li key={key} className="column-settings__item">
            <Checkbox checked={!hidden.has(key)} onChange={(event) => toggle(key, event.target.checked)}>
              {headingOf(column)}
            </Checkbox>
            <Space size={0}>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('table.moveUp')}
                disabled={index === 0}
                onClick={() => move(key, -1)}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('table.moveDown')}
                disabled={index === movable.length - 1}
                onClick={() => move(key, 1)}
              />
            </Space>
          </li>
        );
      })}
    </ul>
  );
  const title = (
    <div className="column-settings__title">
      <Typography.Text strong>{t('table.columns')}</Typography.Text>
      <Button type="link" size="small" onClick={onReset}>
        {t('common.reset')}
      </Button>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={title} content={panel}>
      <Tooltip title={t('table.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('table.columns')} />
      </Tooltip>
    </Popover>
  );
}
