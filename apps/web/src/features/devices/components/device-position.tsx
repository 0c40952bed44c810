import type { DeviceDetail } from '@lamplighter/contract';
import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RUN_STATE_COLORS } from '../../../shared/inventory/run-state-tag';
import { MapCanvas } from '../../../shared/map/map-canvas';

const DEVICE_ZOOM = 15;
const NO_STATE_COLOR = '#8c8c8c';

/** Where the device stands: a small map with its marker in the colour of its run state. */
export function DevicePosition({ device }: { device: DeviceDetail }) {
  const { t } = useTranslation();
  const { longitude, latitude, runstate } = device;
  return (
    <Card size="small" title={t('device.position')}>
      {longitude === null || latitude === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('device.noPosition')} />
      ) : (
        <>
          <MapCanvas
            // A moved device draws its map anew on the new point.
            key={`${longitude},${latitude}`}
            label={t('device.position')}
            style={{ height: 240, marginBottom: 8 }}
            camera={{ center: [longitude, latitude], zoom: DEVICE_ZOOM }}
            onReady={({ map, lib }) => {
              const color = (runstate !== null && RUN_STATE_COLORS[runstate]) || NO_STATE_COLOR;
              const marker = new lib.Marker({ color }).setLngLat([longitude, latitude]).addTo(map);
              return () => {
                marker.remove();
              };
            }}
          />
          <Typography.Text copyable>{`${longitude.toFixed(6)}, ${latitude.toFixed(6)}`}</Typography.Text>
        </>
      )}
    </Card>
  );
}
