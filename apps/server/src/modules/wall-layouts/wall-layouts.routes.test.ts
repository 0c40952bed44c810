import type { WallWidget } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
/** A city with a district below it, and a sibling city beside it. */
let city: CreatedAccount;
let district: CreatedAccount;
let sibling: CreatedAccount;
let cityDevice: number;
let siblingDevice: number;

const map: WallWidget = { id: 'map', kind: 'map', x: 0, y: 0, w: 12, h: 8 };
const clock: WallWidget = { id: 'clock', kind: 'clock', x: 12, y: 0, w: 6, h: 2 };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  city = await createAccount(t, admin, { username: 'wall_city' });
  district = await createAccount(t, city.token, { username: 'wall_district', role: 'controller' });
  sibling = await createAccount(t, admin, { username: 'wall_sibling' });
  cityDevice = (await addDevice(t, city.token, (await addProject(t, city.token)).id)).device.id;
  siblingDevice = (await addDevice(t, sibling.token, (await addProject(t, sibling.token)).id)).device.id;
});
afterAll(async () => {
  await t.close();
});

async function save(token: string, name: string, widgets: WallWidget[], shared = 0) {
  const answer = await t.post('/remote/walllayout/add', {
    token,
    form: { name, widgets: JSON.stringify(widgets), shared },
  });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data as { id: number; name: string; mine: boolean };
}

const list = async (token: string) => (await t.get('/remote/walllayout/list', { token })).body.data;

describe('refused layouts', () => {
  it('asks for a signed-in caller', async () => {
    expect((await t.get('/remote/walllayout/list')).statusCode).toBe(401);
    expect((await t.post('/remote/walllayout/add', { form: { name: 'x', widgets: '[]' } })).statusCode).toBe(
      401,
    );
  });

  it('refuses widgets that are not JSON, of an unknown kind, outside the grid or on top of each other', async () => {
    const refuse = async (widgets: string) => {
      const answer = await t.post('/remote/walllayout/add', {
        token: city.token,
        form: { name: 'Broken', widgets },
      });
      expect(answer.statusCode).toBe(400);
      return answer.body.errors?.[0];
    };
    expect(await refuse('{not json')).toMatchObject({
      field: 'widgets',
      message: 'the widgets must be a JSON list of widgets',
    });
    expect((await refuse('{not json'))?.key).toBe('walllayout.badJson');
    expect(await refuse('{"kind":"map"}')).toMatchObject({ field: 'widgets' });
    expect((await refuse(JSON.stringify([{ ...map, kind: 'iframe' }])))?.message).toContain(
      'unknown widget kind',
    );
    expect((await refuse(JSON.stringify([{ ...map, x: 20 }])))?.message).toBe(
      'widget map reaches outside the 24×12 grid',
    );
    expect((await refuse(JSON.stringify([map, { ...clock, x: 6 }])))?.message).toBe(
      'widgets map and clock overlap',
    );
    expect((await refuse(JSON.stringify([{ ...map, script: 'alert(1)' }])))?.field).toBe('widgets.0');
    const image = { id: 'logo', kind: 'image', x: 0, y: 0, w: 2, h: 2, url: 'javascript:alert(1)' };
    expect((await refuse(JSON.stringify([image])))?.message).toBe(
      'the image address must start with http:// or https://',
    );
    const text = { id: 'note', kind: 'text', x: 0, y: 0, w: 2, h: 2, text: 'x'.repeat(501) };
    expect((await refuse(JSON.stringify([text])))?.field).toBe('widgets.0.text');
    expect((await refuse('x'.repeat(32_001)))?.message).toBe('the layout is larger than 32000 characters');
  });

  it('refuses a nameless layout and a device of another account tree', async () => {
    const nameless = await t.post('/remote/walllayout/add', {
      token: city.token,
      form: { name: ' ', widgets: '[]' },
    });
    expect(nameless.body.errors?.[0]).toMatchObject({ field: 'name', message: 'please name the layout' });
    const foreign = await t.post('/remote/walllayout/add', {
      token: city.token,
      form: {
        name: 'Foreign',
        widgets: JSON.stringify([
          { id: 'd', kind: 'device', x: 0, y: 0, w: 4, h: 3, deviceid: siblingDevice },
        ]),
      },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.errors?.[0]?.message).toBe(
      `device ${siblingDevice} is not a device of your account tree`,
    );
  });

  it('answers 404 for a layout of another account tree, and refuses a demo account', async () => {
    const theirs = await save(sibling.token, 'Sibling wall', [map], 1);
    const update = await t.post('/remote/walllayout/update', {
      token: city.token,
      form: { id: theirs.id, name: 'Taken over' },
    });
    expect(update.statusCode).toBe(404);
    expect(
      (await t.get('/remote/walllayout/delete', { token: city.token, query: { id: theirs.id } })).statusCode,
    ).toBe(404);
    expect(
      (await t.post('/remote/walllayout/copy', { token: city.token, form: { id: theirs.id, name: 'Mine' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.post('/remote/walllayout/default', { token: city.token, form: { id: theirs.id } })).statusCode,
    ).toBe(404);
    expect((await list(city.token)).layouts.map((layout: { id: number }) => layout.id)).not.toContain(
      theirs.id,
    );
    const demo = await createAccount(t, city.token, { username: 'wall_demo', role: 'demo' });
    expect((await t.get('/remote/walllayout/list', { token: demo.token })).statusCode).toBe(200);
    const refused = await t.post('/remote/walllayout/add', {
      token: demo.token,
      form: { name: 'Demo', widgets: '[]' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('layouts shared down the account tree', () => {
  let shared: { id: number };
  let unshared: { id: number };

  beforeAll(async () => {
    shared = await save(
      city.token,
      'City wall',
      [map, clock, { id: 'lamp', kind: 'device', x: 18, y: 0, w: 6, h: 4, deviceid: cityDevice }],
      1,
    );
    unshared = await save(city.token, 'City draft', [clock]);
  });

  it('shows the child its parent’s shared layouts read-only, and refuses its changes in words', async () => {
    const seen = await list(district.token);
    expect(seen.layouts).toEqual([
      expect.objectContaining({
        id: shared.id,
        name: 'City wall',
        mine: false,
        ownername: 'wall_city',
        shared: 1,
      }),
    ]);
    const update = await t.post('/remote/walllayout/update', {
      token: district.token,
      form: { id: shared.id, name: 'Mine now' },
    });
    expect(update.statusCode).toBe(403);
    expect(update.body.key).toBe('walllayout.notOwn');
    const remove = await t.get('/remote/walllayout/delete', {
      token: district.token,
      query: { id: shared.id },
    });
    expect(remove.statusCode).toBe(403);
    expect(remove.body.message).toBe(
      'this layout is shared by a parent account and can only be viewed or copied',
    );
    expect(
      (
        await t.post('/remote/walllayout/update', {
          token: district.token,
          form: { id: unshared.id, name: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets the child copy a shared layout into its own and open its wall with either', async () => {
    const chosen = await t.post('/remote/walllayout/default', {
      token: district.token,
      form: { id: shared.id },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await list(district.token)).defaultid).toBe(shared.id);
    const copy = await t.post('/remote/walllayout/copy', {
      token: district.token,
      form: { id: shared.id, name: 'District wall' },
    });
    expect(copy.body.data).toMatchObject({ name: 'District wall', mine: true, shared: 0 });
    expect(copy.body.data.widgets).toHaveLength(3);
    const seen = await list(district.token);
    expect(seen.layouts.map((layout: { name: string }) => layout.name)).toEqual([
      'District wall',
      'City wall',
    ]);
  });

  it('hides a layout once its owner stops sharing it, and forgets it as the child’s default', async () => {
    const stop = await t.post('/remote/walllayout/update', {
      token: city.token,
      form: { id: shared.id, shared: 0 },
    });
    expect(stop.body.data).toMatchObject({ shared: 0, name: 'City wall' });
    const seen = await list(district.token);
    expect(seen.layouts.map((layout: { id: number }) => layout.id)).not.toContain(shared.id);
    expect(seen.defaultid).toBeNull();
  });
});

describe('an account’s own layouts', () => {
  it('holds every panel of the monitoring wall: the power curve, the weather and the projects by faults too', async () => {
    const panels: WallWidget[] = [
      { id: 'power', kind: 'power', x: 0, y: 0, w: 8, h: 4 },
      { id: 'weather', kind: 'weather', x: 8, y: 0, w: 6, h: 5 },
      { id: 'top', kind: 'topProjects', x: 14, y: 0, w: 6, h: 5 },
    ];
    const saved = await save(sibling.token, 'Every panel', panels);
    const read = (await list(sibling.token)).layouts.find((layout: { id: number }) => layout.id === saved.id);
    expect(read.widgets).toEqual(panels);
    await t.get('/remote/walllayout/delete', { token: sibling.token, query: { id: saved.id } });
  });

  it('saves, renames, moves a widget, duplicates, chooses and deletes, each in the audit log', async () => {
    const own = await save(sibling.token, 'Night shift', [map]);
    const moved = await t.post('/remote/walllayout/update', {
      token: sibling.token,
      form: { id: own.id, name: 'Night shift 2', widgets: JSON.stringify([{ ...map, x: 4, w: 10, h: 6 }]) },
    });
    expect(moved.body.data).toMatchObject({
      name: 'Night shift 2',
      widgets: [{ ...map, x: 4, w: 10, h: 6 }],
    });
    const copy = await t.post('/remote/walllayout/copy', {
      token: sibling.token,
      form: { id: own.id, name: 'Night shift copy' },
    });
    expect(copy.body.data.widgets).toEqual(moved.body.data.widgets);
    await t.post('/remote/walllayout/default', { token: sibling.token, form: { id: copy.body.data.id } });
    expect((await list(sibling.token)).defaultid).toBe(copy.body.data.id);
    const removed = await t.get('/remote/walllayout/delete', {
      token: sibling.token,
      query: { id: copy.body.data.id },
    });
    expect(removed.statusCode).toBe(200);
    const after = await list(sibling.token);
    expect(after.defaultid).toBeNull();
    expect(after.layouts.map((layout: { name: string }) => layout.name)).toEqual([
      'Night shift 2',
      'Sibling wall',
    ]);
    const audit = await t.get('/sys/audit/list', { token: admin, query: { action: 'walllayout.delete' } });
    expect(audit.body.data[0].list[0]).toMatchObject({
      result: 'success',
      actorname: 'wall_sibling',
      targetid: String(copy.body.data.id),
    });
    const refused = await t.get('/sys/audit/list', { token: admin, query: { action: 'walllayout.update' } });
    expect(refused.body.data[0].list.some((entry: { result: string }) => entry.result === 'failure')).toBe(
      true,
    );
  });
});
