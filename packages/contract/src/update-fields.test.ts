import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from './endpoint';
import { endpoints } from './index';
import { dateField, optionalId, optionalText, textList } from './inventory-fields';
import { updateFields } from './update-fields';

const updateCalls = Object.values(endpoints)
  .flatMap((family) => Object.values(family) as Endpoint[])
  .filter((endpoint) => endpoint.path.endsWith('/update'));

/** What names the record an update changes: the brand's key, else its id. */
const identityOf = (endpoint: Endpoint) =>
  endpoint.path === '/sys/brand/update'
    ? { key: 'default' }
    : endpoint.path === '/sys/user/update'
      ? {}
      : { id: 1 };

describe('every update call of the API', () => {
  it('is found (accounts, profile, projects, groups, devices, gateways, controllers, makers, roles, menus, brands, after-sales, wall layouts, weather thresholds, cameras, media, programs, campaigns)', () => {
    expect(updateCalls.map((endpoint) => endpoint.path).sort()).toEqual([
      '/remote/aftersale/update',
      '/remote/camera/update',
      '/remote/campaign/update',
      '/remote/device/update',
      '/remote/factorydevice/update',
      '/remote/gateway/update',
      '/remote/group/update',
      '/remote/loopcontroller/update',
      '/remote/media/update',
      '/remote/program/update',
      '/remote/project/update',
      '/remote/walllayout/update',
      '/remote/weather/threshold/update',
      '/sys/account/update',
      '/sys/brand/update',
      '/sys/manufacturer/update',
      '/sys/menu/update',
      '/sys/role/update',
      '/sys/user/update',
    ]);
  });

  it.each(updateCalls.filter((endpoint) => endpoint.path !== '/sys/user/update'))(
    '$path yields only what is sent: nothing fills a field left out',
    (endpoint) => {
      const body = endpoint.body as z.ZodType;
      expect(body.parse(identityOf(endpoint))).toEqual(identityOf(endpoint));
    },
  );

  it('the profile yields only what is sent, and needs something to change', () => {
    const body = endpoints.user.update.body;
    expect(body.parse({ realname: 'Ada' })).toEqual({ realname: 'Ada' });
    expect(body.safeParse({}).success).toBe(false);
  });
});

describe('a field of an update body', () => {
  const body = z.object({
    id: z.number(),
    ...updateFields({
      name: z.string().trim().min(1, { error: 'please enter the name' }),
      remark: optionalText(10),
      groupid: optionalId,
      installdate: dateField('installation date'),
      lights: textList(z.string()),
    }),
  });

  it('needed by the add call, is refused when sent empty, with the add call message', () => {
    for (const name of ['', '  ', null]) {
      const refused = body.safeParse({ id: 1, name });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.path).toEqual(['name']);
    }
    expect(body.safeParse({ id: 1, name: '' }).error?.issues[0]?.message).toBe('please enter the name');
  });

  it('that the add call lets one leave out is cleared when sent empty: text to "", the rest to null', () => {
    for (const empty of ['', null]) {
      expect(body.parse({ id: 1, remark: empty, groupid: empty, installdate: empty, lights: empty })).toEqual(
        { id: 1, remark: '', groupid: null, installdate: null, lights: [] },
      );
    }
  });

  it('sent with a value, is read by the add call rule', () => {
    expect(
      body.parse({ id: 1, name: ' Lamp ', groupid: '7', installdate: '2024-02-29', lights: 'a,b' }),
    ).toEqual({ id: 1, name: 'Lamp', groupid: 7, installdate: '2024-02-29', lights: ['a', 'b'] });
    expect(body.safeParse({ id: 1, remark: 'x'.repeat(11) }).success).toBe(false);
    expect(body.safeParse({ id: 1, installdate: '2023-02-29' }).success).toBe(false);
  });

  it('left out yields no key at all, so a write can tell it from an emptied one', () => {
    expect(Object.keys(body.parse({ id: 1, remark: '' }))).toEqual(['id', 'remark']);
  });
});

describe('the update of a device', () => {
  const body = endpoints.device.update.body;

  it('takes coordinates in pairs: both given, both emptied or both left out', () => {
    expect(body.parse({ id: 1, longitude: '121.5', latitude: '31.2' })).toMatchObject({
      longitude: 121.5,
      latitude: 31.2,
    });
    expect(body.parse({ id: 1, longitude: '', latitude: '' })).toMatchObject({
      longitude: null,
      latitude: null,
    });
    for (const half of [{ longitude: '121.5' }, { longitude: '', latitude: '31.2' }, { latitude: '' }]) {
      expect(body.safeParse({ id: 1, ...half }).error?.issues[0]?.message).toBe(
        'longitude and latitude go together: give both or neither',
      );
    }
  });
});

describe('the update of a loop controller', () => {
  it('lets a listed circuit leave out its name and lights, and empties the circuits when sent empty', () => {
    const body = endpoints.loopController.update.body;
    expect(body.parse({ id: 1, circuits: '[{"number":2}]' })).toEqual({ id: 1, circuits: [{ number: 2 }] });
    expect(body.parse({ id: 1, circuits: '' })).toEqual({ id: 1, circuits: [] });
  });
});
