import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile, unexplained } from '../../../../shared/files/save-file';
import { type DeviceExportFilter, type DeviceExportKind, datedName, excelCalls } from '../../api/excel';

const KINDS: { kind: DeviceExportKind; label: string; file: { en: string; zh: string } }[] = [
  { kind: 'list', label: 'excel.exportList', file: { en: 'Devices', zh: '设备列表' } },
  { kind: 'state', label: 'excel.exportState', file: { en: 'Device-state', zh: '设备状态' } },
  { kind: 'expiry', label: 'excel.exportExpiry', file: { en: 'Device-expiry', zh: '设备到期' } },
];

/**
 * The Export menu of a device list: the list itself, its run state or its package and SIM expiry,
 * each as an xlsx with the list's current filters.
 */
export function DeviceExportMenu({ filter }: { filter: DeviceExportFilter }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function download(kind: DeviceExportKind) {
    const entry = KINDS.find((candidate) => candidate.kind === kind);
    if (!entry) return;
    setBusy(true);
    try {
      const blob = await excelCalls.export(kind, filter);
      saveFile(blob, datedName(i18n.language === 'zh' ? entry.file.zh : entry.file.en));
    } catch (error) {
      if (unexplained(error)) message.error(t('excel.downloadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: KINDS.map((entry) => ({ key: entry.kind, label: t(entry.label) })),
        onClick: ({ key }) => void download(key as DeviceExportKind),
      }}
    >
      <Button icon={<ExportOutlined />} loading={busy}>
        {t('excel.export')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
