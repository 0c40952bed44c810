import { describe, expect, it } from 'vitest';
import { presentScreen } from './led-screen-presenter';
import type { ScreenRow } from './led-screens.repository';

const row = (reported: Partial<ScreenRow> = {}): ScreenRow => ({
  id: 7,
  devicecode: 'HZ-XH-L1',
  devicename: 'West Lake screen 1',
  projectid: 1,
  projectname: 'West Lake',
  groupname: '',
  runstate: 1,
  reportedat: '2026-05-01T12:00:00.000Z',
  width: 128,
  height: 256,
  programname: 'Night safety',
  power: 1,
  brightness: 60,
  brightness_mode: 2,
  volume: 20,
  program_id: 12,
  program_version: 3,
  campaign_id: 4,
  download_program_id: 0,
  download_version: 0,
  download_percent: 0,
  ...reported,
});

describe('a screen as the list shows it', () => {
  it('reads the reported numbers as the screen means them', () => {
    expect(
      presentScreen(row(), { at: '2026-05-01T11:59:00.000Z', campaignname: 'Spring' }, undefined),
    ).toEqual(
      expect.objectContaining({
        online: true,
        power: true,
        brightnessmode: 'timeOfDay',
        playing: { programid: 12, version: 3, name: 'Night safety' },
        campaignid: 4,
        download: null,
        lastplay: { at: '2026-05-01T11:59:00.000Z', campaignname: 'Spring' },
        screenshotat: null,
      }),
    );
  });

  it('shows a program 0 as nothing playing, and a download only while one is under way', () => {
    const stopped = presentScreen(
      row({
        program_id: 0,
        campaign_id: 0,
        download_program_id: 12,
        download_version: 4,
        download_percent: 37.5,
      }),
      undefined,
      undefined,
    );
    expect(stopped).toMatchObject({
      playing: null,
      campaignid: null,
      download: { programid: 12, version: 4, percent: 37.5 },
    });
  });

  it('leaves out what no screen could mean: a size past 100,000, a fraction of a program, an unknown mode', () => {
    const odd = presentScreen(
      row({ width: 1e12, height: -5, program_id: 1.5, brightness_mode: 9, brightness: 140, runstate: 4 }),
      undefined,
      undefined,
    );
    expect(odd).toMatchObject({
      online: false,
      width: null,
      height: null,
      playing: null,
      brightnessmode: null,
      brightness: 100,
    });
  });
});
