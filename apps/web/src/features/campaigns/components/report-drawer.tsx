import { DownloadOutlined } from '@ant-design/icons';
import type { CampaignReport, CampaignSummary } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Drawer, Flex, Row, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../shared/charts/chart';
import { deviceLabel } from '../../../shared/device-lists/device-label';
import { useFileDownload } from '../../../shared/files/use-file-download';
import { formatTime } from '../../../shared/format';
import { campaignReportQuery, exportCampaignReport } from '../api/campaigns';

type ScreenRow = CampaignReport['perscreen'][number];

const hoursOf = (seconds: number) => (seconds / 3600).toFixed(2);

function dailyChart(report: CampaignReport, t: (key: string) => string) {
  return {
    grid: { left: 48, right: 16, top: 24, bottom: 32 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: report.perday.map((day) => day.day) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name: t('campaign.report.plays'), data: report.perday.map((day) => day.plays) }],
  };
}

/**
 * A campaign's proof of play as the screens reported it: plays, screens that played, hours on air,
 * by day and by screen, asked for again every few seconds while open; exported to Excel.
 */
export function ReportDrawer({ campaign, onClose }: { campaign: CampaignSummary; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const report = useQuery(campaignReportQuery(campaign.id));
  const { download, busy } = useFileDownload();
  const data = report.data;
  const fileName = `${i18n.language === 'zh' ? '播放报告' : 'proof-of-play'}-${campaign.name}.xlsx`;
  return (
    <Drawer
      open
      size="large"
      title={t('campaign.report.title', { name: campaign.name })}
      onClose={onClose}
      extra={
        <Button
          icon={<DownloadOutlined />}
          loading={busy}
          onClick={() => void download(() => exportCampaignReport(campaign.id), fileName)}
        >
          {t('campaign.report.export')}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Row gutter={16}>
          <Col span={8}>
            <Statistic
              title={t('campaign.report.plays')}
              value={data?.plays ?? 0}
              loading={report.isLoading}
            />
          </Col>
          <Col span={8}>
            <Statistic
              title={t('campaign.report.screens')}
              value={data?.screens ?? 0}
              suffix={`/ ${campaign.screencount}`}
              loading={report.isLoading}
            />
          </Col>
          <Col span={8}>
            <Statistic
              title={t('campaign.report.hours')}
              value={data?.hours ?? 0}
              precision={2}
              loading={report.isLoading}
            />
          </Col>
        </Row>
        <Typography.Text type="secondary">{t('campaign.report.live')}</Typography.Text>
        {data && data.perday.length > 0 && (
          <Card size="small" title={t('campaign.report.perDay')}>
            <Chart option={dailyChart(data, t)} height={220} label={t('campaign.report.perDay')} />
          </Card>
        )}
        <Table<ScreenRow>
          size="small"
          rowKey="deviceid"
          loading={report.isLoading}
          dataSource={data?.perscreen ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('campaign.report.screen'),
              dataIndex: 'devicename',
              render: (_, row) => deviceLabel(row),
            },
            { title: t('campaign.report.plays'), dataIndex: 'plays', align: 'right' },
            { title: t('campaign.report.hours'), dataIndex: 'seconds', align: 'right', render: hoursOf },
            {
              title: t('campaign.report.lastPlay'),
              dataIndex: 'lastplay',
              render: (at: string | null) => (at ? formatTime(at) : t('campaign.report.never')),
            },
          ]}
        />
      </Flex>
    </Drawer>
  );
}
