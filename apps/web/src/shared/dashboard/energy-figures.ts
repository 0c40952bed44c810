/** The energy figures the home page and the wall show, in their order, with their units. */
export const ENERGY_FIGURES = [
  { key: 'consumed', unit: 'kWh' },
  { key: 'generated', unit: 'kWh' },
  { key: 'saved', unit: 'kWh' },
  { key: 'co2', unit: 'kg' },
] as const;
