/**
 * MapPicker: the map selector, a dialog to choose one point.
 *
 * Props:
 * - `open: boolean` shows the dialog (its content is made anew each time it opens).
 * - `value?: { longitude: number; latitude: number }` the point chosen so far: the map opens on
 *   it with its marker, and the coordinates box shows it. Without it the map opens on China.
 * - `onOk(value: { longitude, latitude })` the user confirmed a valid point (six decimals).
 * - `onCancel()` the dialog was closed without choosing.
 *
 * Inside: a search box (keyword required: 'enter keyword'; it finds the devices and projects of
 * the user's scope, no geocoder needed, and centres the map on the first match: 'search failed'
 * when none has a position), a "longitude,latitude" box with Locate ('enter coordinates first',
 * 'invalid coordinate format'), a click on the map or a drag of the marker to pick, OK/Cancel.
 * In a form, use CoordinateFields (map-picker-field.tsx): fields `longitude` and `latitude`.
 */
import { App, Button, Flex, Input, Modal, Space, Typography } from 'antd';
import type { Marker } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCoordinates, type LngLat, readCoordinates, roundCoordinate } from './coordinates';
import { DEFAULT_CAMERA, MapCanvas, type MapHandle } from './map-canvas';
import { PlaceSearchBox } from './place-search-box';
import type { Place } from './places';
import './map-picker.css';

export interface MapPickerProps {
  open: boolean;
  value?: LngLat | undefined;
  onOk: (value: LngLat) => void;
  onCancel: () => void;
}

const PICKED_ZOOM = 15;

export function MapPicker({ open, value, onOk, onCancel }: MapPickerProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('map.pickTitle')}
      width={880}
      destroyOnHidden
      onCancel={onCancel}
      footer={null}
    >
      {open ? <PickerBody value={value} onOk={onOk} onCancel={onCancel} /> : null}
    </Modal>
  );
}

function PickerBody({ value, onOk, onCancel }: Omit<MapPickerProps, 'open'>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [handle, setHandle] = useState<MapHandle>();
  const [text, setText] = useState(value ? formatCoordinates(value) : '');
  const [point, setPoint] = useState<LngLat | undefined>(value);
  const marker = useRef<Marker | undefined>(undefined);
  const found = useRef<Marker | undefined>(undefined);

  const choose = useCallback((next: LngLat) => {
    const rounded = { longitude: roundCoordinate(next.longitude), latitude: roundCoordinate(next.latitude) };
    setPoint(rounded);
    setText(formatCoordinates(rounded));
  }, []);

  useEffect(() => {
    if (!handle) return;
    const onClick = (event: { lngLat: { lng: number; lat: number } }) =>
      choose({ longitude: event.lngLat.lng, latitude: event.lngLat.lat });
    handle.map.on('click', onClick);
    return () => {
      handle.map.off('click', onClick);
    };
  }, [handle, choose]);

  useEffect(() => {
    if (!handle || !point) return;
    const at: [number, number] = [point.longitude, point.latitude];
    if (marker.current) {
      marker.current.setLngLat(at);
      return;
    }
    const made = new handle.lib.Marker({ color: '#1677ff', draggable: true }).setLngLat(at);
    made.on('dragend', () => {
      const dropped = made.getLngLat();
      choose({ longitude: dropped.lng, latitude: dropped.lat });
    });
    made.addTo(handle.map);
    marker.current = made;
  }, [handle, point, choose]);

  const flyTo = (target: LngLat, zoom = PICKED_ZOOM) =>
    handle?.map.flyTo({ center: [target.longitude, target.latitude], zoom, duration: 600 });

  /** Centres on a search result and rings it, so the user sees what was found before picking. */
  const show = (place: Place) => {
    if (!handle) return;
    const at: [number, number] = [place.longitude, place.latitude];
    if (found.current) found.current.setLngLat(at);
    else {
      const element = document.createElement('div');
      element.className = 'map-picker__found';
      found.current = new handle.lib.Marker({ element }).setLngLat(at).addTo(handle.map);
    }
    found.current.getElement().title = place.name;
    flyTo(place, place.kind === 'device' ? PICKED_ZOOM : 12);
  };

  function locate(): LngLat | undefined {
    const reading = readCoordinates(text);
    if ('problem' in reading) {
      message.warning(t(reading.problem));
      return undefined;
    }
    choose(reading.value);
    flyTo(reading.value);
    return reading.value;
  }

  return (
    <Flex vertical gap={12}>
      <PlaceSearchBox onFound={show} />
      <Space.Compact block>
        <Input
          aria-label={t('map.coordinates')}
          placeholder={t('map.coordinates')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={() => locate()}
        />
        <Button onClick={() => locate()}>{t('map.locate')}</Button>
      </Space.Compact>
      <MapCanvas
        label={t('map.pickTitle')}
        style={{ height: 420 }}
        camera={value ? { center: [value.longitude, value.latitude], zoom: PICKED_ZOOM } : DEFAULT_CAMERA}
        onReady={(ready) => {
          setHandle(ready);
          ready.map.getCanvas().style.cursor = 'crosshair';
          return () => {
            for (const made of [marker, found]) {
              made.current?.remove();
              made.current = undefined;
            }
          };
        }}
      />
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary">
          {point
            ? t('map.chosen', { longitude: point.longitude, latitude: point.latitude })
            : t('map.pickHint')}
        </Typography.Text>
        <Space>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            onClick={() => {
              const chosen = locate();
              if (chosen) onOk(chosen);
            }}
          >
            {t('common.ok')}
          </Button>
        </Space>
      </Flex>
    </Flex>
  );
}
