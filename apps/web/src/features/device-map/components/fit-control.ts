import type { IControl } from 'maplibre-gl';

const expandIcon =
  '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.6"><path d="M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4"/></svg>';

/** A map button, beside the zoom buttons, that brings every device of the filters into view. */
export function fitControl(title: string, onFit: () => void): IControl {
  const container = document.createElement('div');
  container.className = 'maplibregl-ctrl maplibregl-ctrl-group';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'device-map__fit';
  button.title = title;
  button.setAttribute('aria-label', title);
  button.innerHTML = expandIcon;
  button.addEventListener('click', onFit);
  container.append(button);
  return {
    onAdd: () => container,
    onRemove: () => container.remove(),
  };
}
