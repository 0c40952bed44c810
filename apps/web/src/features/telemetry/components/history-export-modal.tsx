import { type ExportRange, exportRanges } from '@lamplighter/contract';
import { App, DatePicker, Form, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileDownload } from '../../../shared/files/use-file-download';
import { keyLabel, sortKeys } from '../../../shared/telemetry/telemetry-labels';
import { exportHistory } from '../api/history-export';
import { DeviceSelect } from './device-select';

interface Props {
  open: boolean;
  onClose(): void;
  devicecodes: string[];
  keys: string[];
  offeredKeys: string[];
}

/** The export of history values to Excel: devices, keys, and the last week, month or a range. */
export function HistoryExportModal({ open, onClose, devicecodes, keys, offeredKeys }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [codes, setCodes] = useState(devicecodes);
  const [chosenKeys, setChosenKeys] = useState(keys);
  const [range, setRange] = useState<ExportRange>('week');
  const [custom, setCustom] = useState<[Dayjs, Dayjs] | null>(null);
  const { download, busy } = useFileDownload();

  async function submit() {
    if (codes.length === 0) return void message.warning(t('analytics.pickDevice'));
    if (chosenKeys.length === 0) return void message.warning(t('history.pickKeys'));
    if (range === 'custom' && !custom) return void message.warning(t('history.pickRange'));
    const day = new Date().toISOString().slice(0, 10);
    const saved = await download(
      () =>
        exportHistory({
          devicecodes: codes,
          keys: chosenKeys,
          range,
          from: range === 'custom' ? custom?.[0].valueOf() : undefined,
          to: range === 'custom' ? custom?.[1].valueOf() : undefined,
        }),
      `${i18n.language === 'zh' ? '历史数据' : 'history'}-${day}.xlsx`,
    );
    if (saved) onClose();
  }

  return (
    <Modal
      open={open}
      title={t('analytics.exportTitle')}
      okText={t('analytics.export')}
      onOk={() => void submit()}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('analytics.devices')} required>
          <DeviceSelect
            mode="multiple"
            value={codes}
            onChange={setCodes}
            ariaLabel={t('analytics.devices')}
          />
        </Form.Item>
        <Form.Item label={t('history.keys')} required>
          <Select
            mode="multiple"
            value={chosenKeys}
            onChange={setChosenKeys}
            aria-label={t('history.keys')}
            options={sortKeys(offeredKeys).map((key) => ({
              value: key,
              label: keyLabel(key, i18n.language),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('analytics.range')}>
          <Radio.Group
            value={range}
            onChange={(event) => setRange(event.target.value as ExportRange)}
            options={exportRanges.map((value) => ({ value, label: t(`analytics.exportRange.${value}`) }))}
          />
        </Form.Item>
        {range === 'custom' && (
          <Form.Item label={t('history.range.custom')} required>
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              value={custom}
              onChange={(value) => setCustom(value?.[0] && value[1] ? [value[0], value[1]] : null)}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
