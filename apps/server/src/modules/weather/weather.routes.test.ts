import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../platform/event-bus';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addGroup, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

// Hangzhou, 14:00 local time: broad day.
const NOW = Date.parse('2026-11-22T06:00:00Z');
const CHINA = 480;
const TEN_MINUTES = 600_000;
/** Local midnight (UTC+8) starting 2026-11-20. */
const FIRST_MIDNIGHT = Date.parse('2026-11-19T16:00:00Z');

let t: TestApp;
let admin: string;
let city: CreatedAccount;
let sibling: CreatedAccount;
let cityProject: number;
let lakeside: Station;
let hillside: Station;
let siblingStation: Station;
let cityLamp: number;
const events: LiveEvent[] = [];

interface Station {
  id: number;
  code: string;
  token: string;
}

async function addStation(token: string, projectId: number, name: string): Promise<Station> {
  const added = await addDevice(t, token, projectId, {
    devicetype: 9,
    devicename: name,
    longitude: 120.16,
    latitude: 30.27,
  });
  return { id: added.device.id, code: added.device.devicecode, token: added.token };
}

async function send(station: Station, payload: unknown) {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${station.token}/telemetry`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  await t.settled();
}

/**
 * Every 10 minutes from local midnight of 2026-11-20 to now: on local day `d` (0, 1, 2) the
 * temperature is 5 + d + the local hour with its minutes, so each day runs from 5 + d to 28.83 + d.
 */
async function reportPastDays(station: Station, shift = 0) {
  for (let day = 0; day < 3; day++) {
    const entries = [];
    for (let step = 0; step < 144; step++) {
      const ts = FIRST_MIDNIGHT + day * 86_400_000 + step * TEN_MINUTES;
      if (ts > NOW) break;
      const values = {
        temperature: 5 + day + step / 6 + shift,
        humidity: 60 + shift,
        windSpeed: 3,
        windDirection: 90,
      };
      entries.push({ ts, values });
    }
    await send(station, entries);
  }
}

const get = (path: string, token: string, query: Record<string, string | number | number[]> = {}) =>
  t.get(path, { token, query: { utcoffset: CHINA, ...query } });

beforeAll(async () => {
  t = await startTestApp({}, { now: () => NOW });
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  city = await createAccount(t, admin, { username: 'weather_city' });
  sibling = await createAccount(t, admin, { username: 'weather_sibling' });
  cityProject = (await addProject(t, city.token)).id;
  lakeside = await addStation(city.token, cityProject, 'Lakeside');
  hillside = await addStation(city.token, cityProject, 'Hillside');
  siblingStation = await addStation(sibling.token, (await addProject(t, sibling.token)).id, 'Elsewhere');
  cityLamp = (await addDevice(t, city.token, cityProject)).device.id;
  await reportPastDays(lakeside);
  await reportPastDays(hillside, 2);
  t.events.subscribe((event) => events.push(event));
});
afterAll(() => t.close());

/** A series' columns read back as one step after another. */
function stepsOf(columns: { t: number[]; min: number[]; mean: number[]; max: number[] }) {
  return columns.t.map((t, i) => ({
    t: new Date(t).toISOString(),
    min: columns.min[i],
    mean: columns.mean[i],
    max: columns.max[i],
  }));
}

describe('refused weather calls', () => {
  it('asks for a signed-in caller', async () => {
    expect((await t.get('/remote/weather/overview')).statusCode).toBe(401);
    expect(
      (await t.get('/remote/weather/trend', { query: { deviceids: lakeside.id, key: 'noise' } })).statusCode,
    ).toBe(401);
    expect((await t.post('/remote/weather/threshold/add', { form: {} })).statusCode).toBe(401);
  });

  it('names the field of a bad trend or daily query', async () => {
    const refused = async (path: string, query: Record<string, string | number | number[]>) => {
      const answer = await get(path, city.token, query);
      expect(answer.statusCode).toBe(400);
      return answer.body.errors?.[0];
    };
    expect(await refused('/remote/weather/trend', { key: 'temperature' })).toMatchObject({
      field: 'deviceids',
    });
    expect(
      await refused('/remote/weather/trend', { deviceids: [1, 2, 3, 4, 5, 6, 7, 8, 9], key: 'temperature' }),
    ).toMatchObject({ field: 'deviceids', message: 'please choose 1 to 8 weather stations' });
    expect(
      await refused('/remote/weather/trend', { deviceids: lakeside.id, key: 'windDirection' }),
    ).toMatchObject({
      field: 'key',
      message: 'please choose a weather reading',
    });
    expect(
      await refused('/remote/weather/trend', { deviceids: lakeside.id, key: 'noise', period: 'decade' }),
    ).toMatchObject({ field: 'period' });
    expect(
      await refused('/remote/weather/daily', {
        deviceids: lakeside.id,
        key: 'noise',
        from: '2026-11-20',
        to: '2026-11-01',
      }),
    ).toMatchObject({ field: 'from' });
    expect(
      await refused('/remote/weather/daily', {
        deviceids: lakeside.id,
        key: 'noise',
        from: '2024-01-01',
        to: '2026-11-01',
      }),
    ).toMatchObject({
      field: 'from',
      message: 'the daily table covers at most 366 days',
      key: 'weather.rangeTooLong',
    });
  });

  it("answers 404 for an id that is not one of the caller's weather stations: a sibling's, a lamp", async () => {
    for (const foreign of [siblingStation.id, cityLamp]) {
      const answer = await get('/remote/weather/trend', city.token, {
        deviceids: [lakeside.id, foreign],
        key: 'temperature',
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe('weather station not found');
      expect((await get('/remote/weather/export', city.token, { deviceids: foreign })).statusCode).toBe(404);
    }
    const theirs = await get('/remote/weather/overview', sibling.token);
    expect(theirs.body.data.stations.map((s: { devicecode: string }) => s.devicecode)).toEqual([
      siblingStation.code,
    ]);
  });

  it('refuses a threshold out of the sensor range, a foreign project and a group of another project', async () => {
    const add = (form: Record<string, string | number>, token = city.token) =>
      t.post('/remote/weather/threshold/add', {
        token,
        form: { projectid: cityProject, key: 'windSpeed', operator: 'above', value: 17, ...form },
      });
    const tooHigh = await add({ value: 120 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.body.errors?.[0]).toMatchObject({
      field: 'value',
      message: 'the limit of this reading must lie between 0 and 80 m/s',
    });
    expect((await add({ operator: 'equal' })).body.errors?.[0]).toMatchObject({ field: 'operator' });
    expect((await add({ dimto: 101 })).body.errors?.[0]).toMatchObject({ field: 'dimto' });
    expect((await add({}, sibling.token)).statusCode).toBe(404);
    const otherProject = await addProject(t, city.token);
    const otherGroup = await addGroup(t, city.token, otherProject.id);
    const wrongGroup = await add({ groupid: otherGroup.id, dimto: 30 });
    expect(wrongGroup.statusCode).toBe(400);
    const operator = await createAccount(t, city.token, { username: 'weather_operator', role: 'controller' });
    expect((await add({}, operator.token)).statusCode).toBe(403);
  });
});

describe('GET /remote/weather/overview', () => {
  it("shows each station's newest readings and the region now and since local midnight", async () => {
    const answer = await get('/remote/weather/overview', city.token);
    expect(answer.statusCode).toBe(200);
    const { stations, region } = answer.body.data;
    expect(stations.map((s: { devicename: string }) => s.devicename)).toEqual(['Hillside', 'Lakeside']);
    // 14:00 local on the third day: 5 + 2 + 14 = 21 at Lakeside, two more at Hillside.
    expect(stations[1]).toMatchObject({
      devicecode: lakeside.code,
      latitude: 30.27,
      reportedat: new Date(NOW).toISOString(),
      crossed: [],
    });
    expect(stations[1].values).toMatchObject({
      temperature: 21,
      humidity: 60,
      windDirection: 90,
      noise: null,
    });
    const temperature = region.find((r: { key: string }) => r.key === 'temperature');
    expect(temperature).toEqual({
      key: 'temperature',
      stations: 2,
      min: 21,
      mean: 22,
      max: 23,
      todaymin: 7,
      todaymax: 23,
    });
    expect(region.find((r: { key: string }) => r.key === 'noise')).toMatchObject({ stations: 0, mean: null });
  });
});

describe('GET /remote/weather/trend', () => {
  it('draws a day from every reading, a week from hours and a year from days, per station', async () => {
    const day = (
      await get('/remote/weather/trend', city.token, {
        deviceids: [lakeside.id, hillside.id],
        key: 'temperature',
        period: 'day',
        date: '2026-11-21',
      })
    ).body.data;
    expect(day).toMatchObject({
      unit: '°C',
      step: 'reading',
      from: '2026-11-20T16:00:00.000Z',
      to: '2026-11-21T16:00:00.000Z',
    });
    expect(day.series.map((s: { devicename: string }) => s.devicename)).toEqual(['Hillside', 'Lakeside']);
    const lake = stepsOf(day.series[1].points);
    expect(lake).toHaveLength(144);
    expect(lake[0]).toEqual({ t: '2026-11-20T16:00:00.000Z', min: 6, mean: 6, max: 6 });

    const week = (
      await get('/remote/weather/trend', city.token, {
        deviceids: lakeside.id,
        key: 'temperature',
        period: 'week',
      })
    ).body.data;
    expect(week.step).toBe('hour');
    const hours = stepsOf(week.series[0].points);
    // Two whole days and 14 hours of the third, plus the reading at 14:00 itself.
    expect(hours).toHaveLength(48 + 15);
    expect(hours[1]).toEqual({ t: '2026-11-19T17:00:00.000Z', min: 6, mean: 6.42, max: 6.83 });

    const year = (
      await get('/remote/weather/trend', city.token, {
        deviceids: lakeside.id,
        key: 'temperature',
        period: 'year',
      })
    ).body.data;
    expect(year.step).toBe('day');
    expect(stepsOf(year.series[0].points).map((p) => [p.t, p.min, p.max])).toEqual([
      ['2026-11-19T16:00:00.000Z', 5, 28.83],
      ['2026-11-20T16:00:00.000Z', 6, 29.83],
      ['2026-11-21T16:00:00.000Z', 7, 21],
    ]);
  });

  it('counts the days of a year on the caller clock, from the hours when the days are kept on another', async () => {
    const onUtc = (
      await get('/remote/weather/trend', city.token, {
        deviceids: lakeside.id,
        key: 'temperature',
        period: 'year',
        utcoffset: 0,
      })
    ).body.data;
    const days = stepsOf(onUtc.series[0].points);
    expect(days.map((p) => p.t)).toEqual(
      ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'].map((day) => `${day}T00:00:00.000Z`),
    );
    const kept = stepsOf(
      (
        await get('/remote/weather/trend', city.token, {
          deviceids: lakeside.id,
          key: 'temperature',
          period: 'year',
        })
      ).body.data.series[0].points,
    );
    const lowest = (steps: { min?: number }[]) => Math.min(...steps.map((p) => p.min ?? Infinity));
    const highest = (steps: { max?: number }[]) => Math.max(...steps.map((p) => p.max ?? -Infinity));
    expect(lowest(days)).toBe(lowest(kept));
    expect(highest(days)).toBe(highest(kept));
  });
});

describe('GET /remote/weather/daily and /export', () => {
  it('lists the days newest first, paged, with the readings they come from', async () => {
    const answer = await get('/remote/weather/daily', city.token, {
      deviceids: [lakeside.id, hillside.id],
      key: 'temperature',
      pagesize: 3,
    });
    expect(answer.statusCode).toBe(200);
    const [page] = answer.body.data;
    expect(page.total).toBe(6);
    expect(page.list.map((r: { day: string; devicename: string }) => `${r.day} ${r.devicename}`)).toEqual([
      '2026-11-22 Lakeside',
      '2026-11-22 Hillside',
      '2026-11-21 Lakeside',
    ]);
    expect(page.list[2]).toMatchObject({ min: 6, max: 29.83, mean: 17.92, readings: 144 });
  });

  it('counts the days of another clock from the hours', async () => {
    const answer = await get('/remote/weather/daily', city.token, {
      deviceids: lakeside.id,
      key: 'temperature',
      utcoffset: 0,
    });
    const days = answer.body.data[0].list.map((r: { day: string; readings: number }) => [r.day, r.readings]);
    // 16:00 to 23:50 UTC of the 19th, two whole days, and the 22nd until 06:00 (the reading at 06:00 too).
    expect(days).toEqual([
      ['2026-11-22', 37],
      ['2026-11-21', 144],
      ['2026-11-20', 144],
      ['2026-11-19', 48],
    ]);
  });

  it('exports every reading of every day as a sheet in the caller language', async () => {
    const answer = await t.get('/remote/weather/export', {
      token: city.token,
      query: { deviceids: lakeside.id, from: '2026-11-20', to: '2026-11-22', utcoffset: CHINA },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('weather-daily-2026-11-20_2026-11-22.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(4).value).toBe('温度 最低 (°C)');
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(2).values).toEqual(
      expect.arrayContaining(['2026-11-22', lakeside.code, 'Lakeside', 7, 21]),
    );
  });
});

describe('weather thresholds', () => {
  it('adds, lists, changes and removes a project threshold; a second one alike answers 409', async () => {
    const added = await t.post('/remote/weather/threshold/add', {
      token: city.token,
      form: { projectid: cityProject, key: 'noise', operator: 'above', value: 70, night: 1 },
    });
    expect(added.statusCode, added.body.message).toBe(200);
    expect(added.body.data).toMatchObject({
      key: 'noise',
      value: 70,
      night: 1,
      dimto: null,
      dimback: 100,
      groupname: '',
    });
    const again = await t.post('/remote/weather/threshold/add', {
      token: city.token,
      form: { projectid: cityProject, key: 'noise', operator: 'above', value: 75, night: 1 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.key).toBe('weather.thresholdTaken');
    const changed = await t.post('/remote/weather/threshold/update', {
      token: city.token,
      form: {
        id: added.body.data.id,
        projectid: cityProject,
        key: 'noise',
        operator: 'above',
        value: 65,
        night: 1,
      },
    });
    expect(changed.body.data.value).toBe(65);
    expect((await t.get('/remote/weather/threshold/list', { token: sibling.token })).body.data[0].total).toBe(
      0,
    );
    expect(
      (
        await t.get('/remote/weather/threshold/delete', {
          token: sibling.token,
          query: { id: added.body.data.id },
        })
      ).statusCode,
    ).toBe(404);
    const list = await t.get('/remote/weather/threshold/list', {
      token: city.token,
      query: { projectid: cityProject },
    });
    expect(list.body.data[0].list.map((r: { key: string; value: number }) => `${r.key} ${r.value}`)).toEqual([
      'noise 65',
    ]);
    expect(
      (
        await t.get('/remote/weather/threshold/delete', {
          token: city.token,
          query: { id: added.body.data.id },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.get('/remote/weather/threshold/list', { token: city.token })).body.data[0].total).toBe(0);
  });

  it('raises a weather warning while a station is past a threshold, live, and clears it when back', async () => {
    const threshold = await t.post('/remote/weather/threshold/add', {
      token: city.token,
      form: { projectid: cityProject, key: 'windSpeed', operator: 'above', value: 17 },
    });
    expect(threshold.statusCode).toBe(200);
    const nightOnly = await t.post('/remote/weather/threshold/add', {
      token: city.token,
      form: { projectid: cityProject, key: 'temperature', operator: 'above', value: 0, night: 1 },
    });
    expect(nightOnly.statusCode).toBe(200);
    await send(lakeside, { windSpeed: 18.4 });
    const open = await t.get('/remote/warninginfo/list', {
      token: city.token,
      query: { devicecode: lakeside.code },
    });
    expect(open.body.data[0].list).toHaveLength(1);
    expect(open.body.data[0].list[0]).toMatchObject({
      kind: 'weather',
      reason: 'windSpeed>17=18.4',
      clearedtime: null,
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'warning',
        data: expect.objectContaining({ kind: 'weather', cleared: false }),
      }),
    );
    const overview = await get('/remote/weather/overview', city.token);
    const lake = overview.body.data.stations.find((s: { id: number }) => s.id === lakeside.id);
    expect(lake.crossed).toEqual(['windSpeed']);

    await send(lakeside, { windSpeed: 9 });
    const cleared = await t.get('/remote/warninginfo/list', {
      token: city.token,
      query: { devicecode: lakeside.code },
    });
    expect(cleared.body.data[0].list[0].clearedtime).not.toBeNull();
    // The sibling never hears of it.
    expect((await t.get('/remote/warninginfo/list', { token: sibling.token })).body.data[0].total).toBe(0);
  });

  it('dims the project lamps while a station is past a dimming threshold, and gives them back after', async () => {
    const dimming = await t.post('/remote/weather/threshold/add', {
      token: city.token,
      form: { projectid: cityProject, key: 'rainRate', operator: 'above', value: 20, dimto: 30, dimback: 90 },
    });
    expect(dimming.statusCode, dimming.body.message).toBe(200);
    const weatherCommands = async () => {
      await t.settled();
      const answer = await t.get('/remote/device/command/list', { token: city.token });
      return (
        answer.body.data[0].list as {
          username: string;
          params: { brightness: number };
          counts: Record<string, number>;
        }[]
      )
        .filter((command) => command.username === 'weather-rule')
        .map((command) => command.params.brightness);
    };
    expect(await weatherCommands()).toEqual([]);
    await send(hillside, { rainRate: 31.5 });
    expect(await weatherCommands()).toEqual([30]);
    // Still raining at the other station: nothing more is sent, and nothing is given back yet.
    await send(lakeside, { rainRate: 24 });
    await send(hillside, { rainRate: 3 });
    expect(await weatherCommands()).toEqual([30]);
    await send(lakeside, { rainRate: 0 });
    expect(await weatherCommands()).toEqual([90, 30]);
    const [given] = (await t.get('/remote/device/command/list', { token: city.token })).body.data[0].list;
    expect(given).toMatchObject({ method: 'dimming', targettype: 'project', waitoffline: true });
  });

  it('keeps the hours of a message sent twice as they were', async () => {
    const message = { ts: NOW - 30_000, values: { pressure: 1012.5 } };
    await send(hillside, message);
    await send(hillside, message);
    const hours = (
      await get('/remote/weather/trend', city.token, {
        deviceids: hillside.id,
        key: 'pressure',
        period: 'week',
      })
    ).body.data;
    expect(stepsOf(hours.series[0].points)).toEqual([
      { t: '2026-11-22T05:00:00.000Z', min: 1012.5, mean: 1012.5, max: 1012.5 },
    ]);
    const daily = await get('/remote/weather/daily', city.token, { deviceids: hillside.id, key: 'pressure' });
    expect(daily.body.data[0].list[0]).toMatchObject({ readings: 1 });
  });
});
