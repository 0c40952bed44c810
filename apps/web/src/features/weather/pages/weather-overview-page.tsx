import { SettingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permitted } from '../../../shared/auth/permissions';
import { useLiveStations } from '../api/use-live-stations';
import { overviewQuery } from '../api/weather';
import { LoadFailed } from '../components/load-failed';
import { ProjectFilter } from '../components/project-filter';
import { RegionFigures } from '../components/region-figures';
import { StationGrid } from '../components/station-grid';
import { ThresholdsDrawer } from '../components/thresholds-drawer';
import { analyticsPath } from '../lib/analytics-choice';
import '../weather.css';

/**
 * Every weather station of the caller with its newest readings, live, and the region's figures
 * above them; a station opens its data analytics. The thresholds are set here too.
 */
export default function WeatherOverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [projectid, setProjectid] = useState<number>();
  // undefined until first opened, then kept mounted so that closing animates.
  const [thresholdsOpen, setThresholdsOpen] = useState<boolean>();
  const overview = useQuery(overviewQuery(projectid));
  const data = overview.data;
  useLiveStations(data?.stations.map((station) => station.id) ?? []);

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Flex wrap gap={12} align="center" justify="space-between">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('meteo.overview.title')}
          </Typography.Title>
          <Flex wrap gap={8}>
            <ProjectFilter value={projectid} onChange={setProjectid} />
            <Permitted permission="project:update">
              <Button icon={<SettingOutlined />} onClick={() => setThresholdsOpen(true)}>
                {t('meteo.thresholds')}
              </Button>
            </Permitted>
          </Flex>
        </Flex>
      </Card>
      {overview.isError && !data ? (
        <LoadFailed title={t('meteo.loadFailed')} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          {data && data.stations.length > 0 && <RegionFigures figures={data.region} />}
          <StationGrid
            overview={data}
            filtered={projectid !== undefined}
            onOpen={(stationId) => navigate(analyticsPath(stationId))}
          />
        </>
      )}
      {thresholdsOpen !== undefined && (
        <ThresholdsDrawer open={thresholdsOpen} onClose={() => setThresholdsOpen(false)} />
      )}
    </Flex>
  );
}
