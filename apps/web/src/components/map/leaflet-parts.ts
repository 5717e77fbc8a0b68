// Shared by the Leaflet maps (loaded only with their lazy chunks). Inline SVG pins: Leaflet's
// default icon URLs break under bundlers, and these need no request at all, so markers show even
// when the tiles cannot load.
import { divIcon } from 'leaflet';

export const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

const PIN_PATH = 'M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z';

export const pin = divIcon({
  className: '',
  html:
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true">' +
    `<path d="${PIN_PATH}" fill="#c2410c" stroke="#fff" stroke-width="2"/>` +
    '<circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 41],
  popupAnchor: [0, -36],
});

/** A pin with the number of offers at that spot. */
export function countPin(count: number) {
  if (count <= 1) return pin;
  const label = count > 99 ? '99+' : String(count);
  return divIcon({
    className: '',
    html:
      '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true">' +
      `<path d="${PIN_PATH}" fill="#c2410c" stroke="#fff" stroke-width="2"/>` +
      '<circle cx="16" cy="15.5" r="9" fill="#fff"/>' +
      `<text x="16" y="19.5" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${label.length > 2 ? 8 : 11}" font-weight="700" fill="#9a3412">${label}</text></svg>`,
    iconSize: [32, 42],
    iconAnchor: [16, 41],
    popupAnchor: [0, -36],
  });
}
