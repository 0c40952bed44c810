import type { Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MapHandle } from '../../../shared/map/map-canvas';
import type { LocatedStation } from '../lib/located-stations';
import { StationMarker } from './station-marker';

/**
 * The stations as the map's HTML markers, drawn by React into each marker's element (a city has a
 * few stations, not thousands: no clustering). A marker follows its station's place and goes with it.
 */
export function StationMarkers({
  handle,
  stations,
  selected,
  onPick,
}: {
  handle: MapHandle;
  stations: LocatedStation[];
  selected: number | undefined;
  onPick: (station: LocatedStation) => void;
}) {
  const markers = useRef(new Map<number, Marker>());
  const [elements, setElements] = useState(new Map<number, HTMLElement>());

  useEffect(() => {
    const made = markers.current;
    for (const station of stations) {
      const place: [number, number] = [station.longitude, station.latitude];
      const marker = made.get(station.id);
      if (marker) marker.setLngLat(place);
      else
        made.set(
          station.id,
          new handle.lib.Marker({ element: document.createElement('div'), anchor: 'bottom' })
            .setLngLat(place)
            .addTo(handle.map),
        );
    }
    const shown = new Set(stations.map((station) => station.id));
    for (const [id, marker] of made) {
      if (shown.has(id)) continue;
      marker.remove();
      made.delete(id);
    }
    setElements(new Map([...made].map(([id, marker]) => [id, marker.getElement()])));
  }, [handle, stations]);

  useEffect(() => {
    const made = markers.current;
    return () => {
      for (const marker of made.values()) marker.remove();
      made.clear();
    };
  }, []);

  return stations.map((station) => {
    const element = elements.get(station.id);
    return element
      ? createPortal(
          <StationMarker
            station={station}
            selected={station.id === selected}
            onPick={() => onPick(station)}
          />,
          element,
          station.id,
        )
      : null;
  });
}
