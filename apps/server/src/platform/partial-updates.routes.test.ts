import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, roleIdByCode, uniqueMobile } from '../test/accounts-fixture';
import { addDevice, addGroup, addProject, uniqueName } from '../test/inventory-fixture';
import { addManufacturer } from '../test/manufacturers-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../test/test-app';

/**
 * Every update call of the API keeps what it is not sent: a short form changes the fields it
 * carries and nothing else; a field sent empty is cleared where it may be empty and refused where
 * the record needs it; the web's full form still changes everything it carries.
 */

type Form = Record<string, string | number | (string | number)[] | undefined>;
type Shown = Record<string, unknown>;

/** Who changes a record and what names it in the body (its id, a brand's key, or nothing for one's own profile). */
interface Target {
  token: string;
  names: Form;
}

interface UpdateCase {
  path: string;
  /** Adds a record with every optional field set. */
  add: () => Promise<Target>;
  read: (target: Target) => Promise<Shown>;
  /** What changes on every write whatever is sent (times, links with a version). */
  volatile?: string[];
  /** One field sent alone with a new value, and how the record then shows. */
  change: () => { form: Form; shows: Shown };
  /** Fields that may be empty, sent empty, and how the record then shows. */
  clear?: { form: Form; shows: Shown };
  /** A field the record needs: sent empty, it is refused. */
  required: string;
  /** Whether an update sending no field is refused (the profile says what it could change) or changes nothing. */
  refusesNothing?: boolean;
  /** The web form's full update: every field its form carries. */
  full: () => { form: Form; shows: Shown };
}

let t: TestApp;
let admin: string;
let owner: { id: number; token: string };
let controllerRole: number;
let project: { id: number };
let group: { id: number };
let makerId: number;
let lights: string[];
let menuIds: number[];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  owner = await createAccount(t, admin, { username: 'keeper_owner' });
  controllerRole = await roleIdByCode(t, 'controller');
  project = await addProject(t, admin);
  group = await addGroup(t, admin, project.id);
  makerId = await addManufacturer(t, admin, uniqueName('Maker'));
  lights = [];
  for (let i = 0; i < 3; i += 1) lights.push((await addDevice(t, admin, project.id)).device.devicecode);
  const menus = await t.get('/sys/menu/list', { token: admin });
  menuIds = flatten(menus.body.data[0][0].children)
    .map((menu) => menu.id)
    .slice(0, 3);
});
afterAll(() => t.close());

interface MenuLike {
  id: number;
  children: MenuLike[];
}
function flatten<T extends MenuLike>(nodes: T[]): T[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children as T[])]);
}

function without(record: Shown, keys: string[]): Shown {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

async function added(path: string, token: string, form: Form): Promise<number> {
  const answer = await t.post(path, { token, form });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data.device?.id ?? answer.body.data.id;
}

async function detail(path: string, target: Target): Promise<Shown> {
  const answer = await t.get(path, { token: target.token, query: { id: Number(target.names.id) } });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data;
}

async function listed(path: string, target: Target, keyword: string): Promise<Shown> {
  const answer = await t.get(path, { token: target.token, query: { keyword } });
  const found = answer.body.data[0].list.find((row: Shown) => row.id === target.names.id);
  expect(found, `${path} lists ${keyword}`).toBeDefined();
  return found;
}

const deviceFull = () => ({
  devicename: 'Pier lamp',
  groupid: group.id,
  serialnumber: 'SN-0042',
  communicationtype: '4g',
  longitude: 121.47,
  latitude: 31.23,
  polenumber: 'P-7',
  model: 'SL-60',
  firmwareversion: '2.1.0',
  remark: 'by the pier',
});

const cases: UpdateCase[] = [
  {
    path: '/sys/account/update',
    add: async () => {
      const id = await added('/sys/account/add', admin, {
        username: uniqueName('keep').replace(/-/g, '_'),
        password: 'Street#Light42',
        realname: 'Ada Keeper',
        mobile: uniqueMobile(),
        email: `${uniqueName('ada')}@lamps.cn`,
        roleid: controllerRole,
        salesman: 'Li Wei',
        validity: '2',
      });
      return { token: admin, names: { id } };
    },
    read: (target) => detail('/sys/account/detail', target),
    change: () => {
      const mobile = uniqueMobile();
      return { form: { mobile, roleid: controllerRole }, shows: { mobile, roleid: controllerRole } };
    },
    clear: { form: { email: '', salesman: '' }, shows: { email: '', salesman: '' } },
    required: 'mobile',
    full: () => {
      const form = {
        realname: 'Ada K.',
        mobile: uniqueMobile(),
        email: `${uniqueName('ak')}@lamps.cn`,
        parentid: owner.id,
        roleid: controllerRole,
        salesman: 'Wang Fang',
        enabled: 1,
      };
      return { form, shows: form };
    },
  },
  {
    path: '/sys/user/update',
    refusesNothing: true,
    add: async () => {
      const username = uniqueName('self').replace(/-/g, '_');
      await added('/sys/account/add', admin, {
        username,
        password: 'Street#Light42',
        realname: 'Bo Self',
        mobile: uniqueMobile(),
        email: `${uniqueName('bo')}@lamps.cn`,
        roleid: controllerRole,
      });
      return { token: await t.signIn(username, 'Street#Light42'), names: {} };
    },
    read: async (target) => (await t.get('/sys/user/info', { token: target.token })).body.data,
    volatile: ['headurl'],
    change: () => ({ form: { realname: 'Bo' }, shows: { realname: 'Bo' } }),
    clear: { form: { email: '' }, shows: { email: '' } },
    required: 'mobile',
    full: () => ({ form: { realname: 'Bo Renamed' }, shows: { realname: 'Bo Renamed' } }),
  },
  {
    path: '/remote/project/update',
    add: async () => {
      const id = await added('/remote/project/add', admin, {
        name: uniqueName('Harbour'),
        description: 'the old harbour',
        province: '浙江省',
        city: 'Ningbo',
        longitude: 121.55,
        latitude: 29.87,
        accountid: owner.id,
      });
      return { token: admin, names: { id } };
    },
    read: (target) => detail('/remote/project/detail', target),
    change: () => ({ form: { description: 'the new harbour' }, shows: { description: 'the new harbour' } }),
    clear: {
      form: { city: '', longitude: '', latitude: '' },
      shows: { city: '', longitude: null, latitude: null },
    },
    required: 'name',
    full: () => {
      const form = {
        name: uniqueName('Quay'),
        description: 'quay',
        province: '江苏省',
        city: 'Suzhou',
        longitude: 120.6,
        latitude: 31.3,
        accountid: owner.id,
      };
      return { form, shows: form };
    },
  },
  {
    path: '/remote/group/update',
    add: async () => {
      const id = await added('/remote/group/add', admin, {
        name: uniqueName('Lane'),
        description: 'east lane',
        projectid: project.id,
      });
      return { token: admin, names: { id } };
    },
    read: (target) => detail('/remote/group/detail', target),
    change: () => {
      const name = uniqueName('Avenue');
      return { form: { name }, shows: { name } };
    },
    clear: { form: { description: '' }, shows: { description: '' } },
    required: 'name',
    full: () => {
      const form = { projectid: project.id, name: uniqueName('Row'), description: 'west row' };
      return { form, shows: form };
    },
  },
  {
    path: '/remote/device/update',
    add: async () => {
      const id = await added('/remote/device/add', admin, {
        ...deviceFull(),
        devicecode: uniqueName('SL'),
        devicetype: 1,
        projectid: project.id,
        verifycode: 'K7Q2',
        isnbiot: 1,
        isbms: 1,
        isgridcomplementary: 1,
        packageexpire: '2027-12-31',
        simstart: '2025-01-01',
        simend: '2027-01-01',
        installdate: '2025-03-04',
        manufacturerid: makerId,
        lamppower: 60,
      });
      return { token: admin, names: { id } };
    },
    read: (target) => detail('/remote/device/detail', target),
    change: () => ({ form: { devicename: 'Renamed lamp' }, shows: { devicename: 'Renamed lamp' } }),
    clear: {
      form: {
        serialnumber: '',
        verifycode: '',
        simstart: '',
        simend: '',
        packageexpire: '',
        longitude: '',
        latitude: '',
        groupid: '',
        manufacturerid: '',
        lamppower: '',
      },
      shows: {
        serialnumber: '',
        verifycode: '',
        simstart: null,
        simend: null,
        packageexpire: null,
        longitude: null,
        latitude: null,
        groupid: null,
        groupname: '',
        manufacturerid: null,
        manufacturername: '',
        lamppower: null,
      },
    },
    required: 'devicename',
    full: () => {
      const form = {
        ...deviceFull(),
        devicecode: uniqueName('SL'),
        devicename: 'Full form lamp',
        devicetype: 2,
        projectid: project.id,
        verifycode: 'Z9Z9',
        isnbiot: 0,
        isbms: 0,
        isgridcomplementary: 0,
        packageexpire: '2029-01-31',
        simstart: '2026-01-01',
        simend: '2028-01-01',
        installdate: '2026-02-02',
        manufacturerid: makerId,
        lamppower: 80,
      };
      return { form, shows: form };
    },
  },
  {
    path: '/remote/gateway/update',
    add: async () => {
      const id = await added('/remote/gateway/add', admin, {
        ...deviceFull(),
        devicecode: uniqueName('GW'),
        projectid: project.id,
        mode: 'bluetooth',
        lights: [lights[0] ?? ''],
      });
      return { token: admin, names: { id } };
    },
    read: (target) => detail('/remote/gateway/detail', target),
    change: () => ({ form: { remark: 'new remark' }, shows: { remark: 'new remark' } }),
    clear: { form: { lights: '', serialnumber: '' }, shows: { lights: [], serialnumber: '' } },
    required: 'devicename',
    full: () => {
      const form = { ...deviceFull(), devicecode: uniqueName('GW'), projectid: project.id, mode: 'matrix' };
      return {
        form: { ...form, lights: [lights[1] ?? ''] },
        shows: { ...form, lights: [expect.objectContaining({ devicecode: lights[1] })] },
      };
    },
  },
  {
    path: '/remote/loopcontroller/update',
    add: async () => {
      const circuits = [
        { number: 1, name: 'North', lights: [lights[0]] },
        { number: 2, name: 'South', lights: [lights[1]] },
      ];
      const id = await added('/remote/loopcontroller/add', admin, {
        ...deviceFull(),
        devicecode: uniqueName('LC'),
        projectid: project.id,
        circuits: JSON.stringify(circuits),
      });
      return { token: admin, names: { id } };
    },
    read: (target) => detail('/remote/loopcontroller/detail', target),
    change: () => ({ form: { devicename: 'Renamed box' }, shows: { devicename: 'Renamed box' } }),
    clear: { form: { circuits: '', polenumber: '' }, shows: { circuits: [], polenumber: '' } },
    required: 'devicecode',
    full: () => {
      const form = { ...deviceFull(), devicecode: uniqueName('LC'), projectid: project.id };
      const circuits = [{ number: 3, name: 'East', lights: [lights[2] ?? ''] }];
      return {
        form: { ...form, circuits: JSON.stringify(circuits) },
        shows: {
          ...form,
          circuits: [
            expect.objectContaining({
              number: 3,
              name: 'East',
              lights: [expect.objectContaining({ devicecode: lights[2] })],
            }),
          ],
        },
      };
    },
  },
  {
    path: '/sys/manufacturer/update',
    add: async () => {
      const name = uniqueName('Lumen');
      const id = await added('/sys/manufacturer/add', admin, {
        name,
        code: 'LMN',
        contact: 'Zhao Lei',
        phone: '0571-8888',
        address: 'Hangzhou',
        remark: 'solar',
        accountid: owner.id,
      });
      return { token: admin, names: { id, name } };
    },
    read: (target) => listed('/sys/manufacturer/list', target, String(target.names.name)),
    change: () => ({ form: { phone: '0571-9999' }, shows: { phone: '0571-9999' } }),
    clear: { form: { accountid: '', remark: '' }, shows: { accountid: null, accountname: '', remark: '' } },
    required: 'name',
    full: () => {
      // The list is searched by the name the record was added with.
      const form = {
        code: 'LM2',
        contact: 'Qian',
        phone: '1',
        address: 'Ningbo',
        remark: 'grid',
        accountid: owner.id,
      };
      return { form, shows: form };
    },
  },
  {
    path: '/remote/factorydevice/update',
    add: async () => {
      const devicecode = uniqueName('FD');
      const id = await added('/remote/factorydevice/add', admin, {
        devicecode,
        verifycode: 'K7Q2-9XZ4',
        devicetype: 1,
        model: 'SL-60',
        productiondate: '2025-05-05',
        manufacturerid: makerId,
      });
      return { token: admin, names: { id, devicecode } };
    },
    read: (target) => listed('/remote/factorydevice/list', target, String(target.names.devicecode)),
    change: () => ({ form: { model: 'SL-80' }, shows: { model: 'SL-80' } }),
    clear: { form: { productiondate: '', model: '' }, shows: { productiondate: null, model: '' } },
    required: 'verifycode',
    full: () => {
      const form = {
        verifycode: 'ZZ99-0000',
        devicetype: 2,
        model: 'ML-1',
        productiondate: '2026-06-06',
        manufacturerid: makerId,
      };
      return { form, shows: form };
    },
  },
  {
    path: '/sys/role/update',
    add: async () => {
      const id = await added('/sys/role/add', admin, {
        name: 'Night crew',
        idenkey: uniqueName('crew').toLowerCase(),
        description: 'works at night',
        permissions: ['warning:list', 'warning:read'],
        menuids: menuIds,
      });
      return { token: admin, names: { id } };
    },
    read: (target) => detail('/sys/role/detail', target),
    change: () => ({ form: { description: 'works at dawn' }, shows: { description: 'works at dawn' } }),
    clear: {
      form: { menuids: '', permissions: '', description: '' },
      shows: { menuids: [], permissions: [], description: '' },
    },
    required: 'name',
    full: () => {
      const form = {
        name: 'Day crew',
        idenkey: uniqueName('day').toLowerCase(),
        description: 'works by day',
        permissions: ['warning:list'],
        menuids: menuIds.slice(0, 1),
      };
      return { form, shows: form };
    },
  },
  {
    path: '/sys/menu/update',
    add: async () => {
      const id = await added('/sys/menu/add', admin, {
        parentid: 0,
        path: '/harbour',
        component: 'Harbour',
        componentname: uniqueName('Harbour'),
        name: '港口',
        name_en: 'Harbour',
        icon: 'anchor',
        hidden: 1,
        breadcrumb: 0,
        redirect: '/harbour/map',
        sort: 5,
      });
      return { token: admin, names: { id } };
    },
    read: async (target) => {
      const menus = await t.get('/sys/menu/list', { token: target.token });
      return flatten<MenuLike & Shown>(menus.body.data[0][0].children).find(
        (menu) => menu.id === target.names.id,
      ) as Shown;
    },
    change: () => ({ form: { sort: 9 }, shows: { sort: 9 } }),
    clear: { form: { icon: '', redirect: '' }, shows: { icon: '', redirect: '' } },
    required: 'path',
    full: () => ({
      form: {
        parentid: 0,
        path: '/quay',
        component: 'Quay',
        componentname: uniqueName('Quay'),
        name: '码头',
        name_en: 'Quay',
        icon: 'ship',
        hidden: 0,
        breadcrumb: 1,
        redirect: '',
        sort: 2,
      },
      shows: {
        path: '/quay',
        component: 'Quay',
        name_zh: '码头',
        name_en: 'Quay',
        icon: 'ship',
        hidden: false,
        breadcrumb: true,
        sort: 2,
      },
    }),
  },
  {
    path: '/sys/brand/update',
    add: async () => {
      const target = { token: admin, names: { key: 'zy' } };
      const answer = await t.post('/sys/brand/update', {
        token: admin,
        form: { key: 'zy', title_zh: '照明', title_en: 'Lighting', color: '#336699' },
      });
      expect(answer.statusCode, answer.body.message).toBe(200);
      return target;
    },
    read: async () => (await t.get('/sys/brand/list')).body.data.find((brand: Shown) => brand.key === 'zy'),
    volatile: ['logourl'],
    change: () => ({ form: { color: '#AA5500' }, shows: { color: '#aa5500' } }),
    required: 'title_en',
    full: () => ({
      form: { title_zh: '路灯', title_en: 'Street lights', color: '#112233' },
      shows: { title_zh: '路灯', title_en: 'Street lights', color: '#112233' },
    }),
  },
];

describe.each(cases)('$path', (c) => {
  let target: Target;
  const volatile = ['updatetime', ...(c.volatile ?? [])];
  const update = (form: Form) => t.post(c.path, { token: target.token, form: { ...target.names, ...form } });

  beforeAll(async () => {
    target = await c.add();
  });

  it('refuses a field the record needs when it is sent empty, and changes nothing', async () => {
    const before = await c.read(target);
    const refused = await update({ [c.required]: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toMatch(new RegExp(`^${c.required}: `));
    expect(without(await c.read(target), volatile)).toEqual(without(before, volatile));
  });

  /** Sends `form`; afterwards the record shows `shows`, and every other field as it was. */
  async function expectOnly(form: Form, shows: Shown) {
    const before = await c.read(target);
    const answer = await update(form);
    expect(answer.statusCode, answer.body.message).toBe(200);
    const after = await c.read(target);
    expect(after).toMatchObject(shows);
    const unchanged = [...volatile, ...Object.keys(shows)];
    expect(without(after, unchanged)).toEqual(without(before, unchanged));
  }

  it('sent nothing but what names the record (its id alone, where it has one), changes nothing', async () => {
    const before = await c.read(target);
    const { id } = target.names;
    const answer = await t.post(c.path, {
      token: target.token,
      form: id === undefined ? target.names : { id },
    });
    expect(answer.statusCode, answer.body.message).toBe(c.refusesNothing ? 400 : 200);
    expect(without(await c.read(target), volatile)).toEqual(without(before, volatile));
  });

  it('changes the one field it is sent and keeps every other', () => {
    const { form, shows } = c.change();
    return expectOnly(form, shows);
  });

  const clear = c.clear;
  if (clear) {
    it('clears the fields it is sent empty and keeps every other', () => expectOnly(clear.form, clear.shows));
  }

  it("takes the web form's full update", async () => {
    const { form, shows } = c.full();
    const answer = await update(form);
    expect(answer.statusCode, answer.body.message).toBe(200);
    expect(await c.read(target)).toMatchObject(shows);
  });
});
