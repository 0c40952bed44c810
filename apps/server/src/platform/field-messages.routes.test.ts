import { translate } from '@lamplighter/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, roleIdByCode, uniqueMobile } from '../test/accounts-fixture';
import {
  ADMIN_PASSWORD,
  type ApiAnswer,
  basicClientHeader,
  startTestApp,
  type TestApp,
} from '../test/test-app';

/**
 * A refused input names each field with the seed's own message ("phone cannot be
 * empty", "account cannot be empty", "please check the time information", the "enter ..." and
 * "select ..." prompts), and lists it in errors[] by key and values so that a client says it in
 * its user's language; the password calls too.
 */
let t: TestApp;
let token: string;
let address = 0;
const nextAddress = () => `10.78.0.${++address}`;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.signIn('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

/** The refused fields of an answer as `field: key: English message`. */
function refusals(answer: ApiAnswer): string[] {
  expect(answer.statusCode, answer.body.message).toBe(400);
  return (answer.body.errors ?? []).map((error) => `${error.field}: ${error.key}: ${error.message}`);
}

describe("a missing required field answers the seed's message", () => {
  it('for an account: account, password and phone cannot be empty; select a role', async () => {
    expect(refusals(await t.post('/sys/account/add', { token, json: {} }))).toEqual([
      'username: validation.usernameRequired: account cannot be empty',
      'password: validation.passwordRequired: password cannot be empty',
      'mobile: validation.mobileRequired: phone cannot be empty',
      'roleid: validation.selectRole: please select a role',
    ]);
    const validity = await t.post('/sys/account/add', {
      token,
      form: {
        username: 'valid_for_ever',
        password: 'Valid#For42x',
        mobile: uniqueMobile(),
        roleid: 1,
        validity: '9',
      },
    });
    expect(refusals(validity)).toEqual(['validity: validation.validity: please select the validity period']);
  });

  it('for signing in: account and password cannot be empty', async () => {
    const answer = await t.post('/remote/token', {
      headers: { authorization: basicClientHeader },
      form: { grant_type: 'password' },
      remoteAddress: nextAddress(),
    });
    expect(refusals(answer)).toEqual([
      'username: validation.usernameRequired: account cannot be empty',
      'password: validation.passwordRequired: password cannot be empty',
    ]);
  });

  it('for devices: enter the device number and the name, select the type, a project, a device or several', async () => {
    expect(refusals(await t.post('/remote/device/add', { token, form: {} }))).toEqual([
      'devicecode: validation.deviceCode: please enter the device number',
      'devicename: validation.deviceName: please enter the name',
      'devicetype: validation.selectDeviceType: please select the device type',
      'projectid: validation.selectProject: please select a project',
    ]);
    expect(
      refusals(await t.post('/remote/device/bind', { token, form: { devicecode: 'LP-9', projectid: 1 } })),
    ).toEqual(['verifycode: validation.verifyCode: please enter the verification code']);
    expect(refusals(await t.get('/remote/device/delete', { token }))).toEqual([
      'ids: validation.selectDevices: please select at least one device',
    ]);
    expect(
      refusals(await t.get('/remote/history/list', { token, query: { key: 'batteryVoltage' } })),
    ).toEqual(['deviceid: validation.selectDevice: please select a device']);
  });

  it('for groups: enter the group name, select a project', async () => {
    expect(refusals(await t.post('/remote/group/add', { token, form: { name: ' ' } }))).toEqual([
      'name: validation.groupName: please enter the group name',
      'projectid: validation.selectProject: please select a project',
    ]);
  });

  it('for a timed load program without its time points: please check the time information', async () => {
    const answer = await t.post('/remote/device/command', {
      token,
      json: { devicecodes: ['LP-1'], method: 'loadMode', params: { mode: 7, points: [{ brightness: 80 }] } },
    });
    expect(refusals(answer)).toEqual([
      'params.points.0: validation.timePoints: please check the time information',
      'params.points: validation.timePoints: please check the time information',
    ]);
  });

  it('for a code: verification code cannot be empty, enter a phone number or a mailbox', async () => {
    const answer = await t.post('/sys/repwd/updatepwd', {
      form: { password: 'Brand#New123x' },
      remoteAddress: nextAddress(),
    });
    expect(refusals(answer)).toEqual([
      'contact: validation.contact: please enter a phone number or a mailbox',
      'scode: validation.codeRequired: verification code cannot be empty',
    ]);
  });

  it('says each in Chinese by its key', async () => {
    const answer = await t.post('/sys/account/add', {
      token,
      json: { username: 'no_phone_here', password: 'No#Phone42x' },
    });
    const [mobile] = answer.body.errors ?? [];
    expect(mobile?.key).toBe('validation.mobileRequired');
    expect(translate('validation.mobileRequired', 'zh', mobile?.params)).toBe('手机号不能为空');
  });
});

describe('the password calls list the password in errors[]', () => {
  const weak = { key: 'validation.passwordLength', params: { min: 8, max: 20 } };

  it('adding an account with a weak password', async () => {
    const answer = await t.post('/sys/account/add', {
      token,
      form: {
        username: 'weak_password',
        password: 'Sh#rt1',
        mobile: uniqueMobile(),
        roleid: await roleIdByCode(t, 'admin'),
      },
    });
    expect(answer.body.errors).toEqual([
      { field: 'password', ...weak, message: 'password must be 8-20 characters' },
    ]);
  });

  it("resetting another account's password to a weak one", async () => {
    const other = await createAccount(t, token, { username: 'reset_target' });
    const answer = await t.post('/sys/account/resetpwd', {
      token,
      form: { id: other.id, password: 'aaaaaaaa' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errors?.map((error) => [error.field, error.key])).toEqual([
      ['password', 'validation.passwordClasses'],
    ]);
  });

  it('changing one’s own password with a wrong current one, or to a weak one', async () => {
    const own = await createAccount(t, token, { username: 'own_password' });
    const wrong = await t.post('/sys/user/update', {
      token: own.token,
      form: { oldpassword: 'Not#The8Old', password: 'Next#Pass42' },
    });
    expect(refusals(wrong)).toEqual(['oldpassword: error.wrongOldPassword: current password is wrong']);
    const weakNew = await t.post('/sys/user/update', {
      token: own.token,
      form: { oldpassword: own.password, password: 'Sh#rt1' },
    });
    expect(refusals(weakNew)).toEqual([
      'password: validation.passwordLength: password must be 8-20 characters',
    ]);
  });

  it('resetting a password with a code', async () => {
    const answer = await t.post('/sys/repwd/updatepwd', {
      form: { contact: uniqueMobile(), password: 'Sh#rt1', scode: '123456' },
      remoteAddress: nextAddress(),
    });
    expect(refusals(answer)).toEqual([
      'password: validation.passwordLength: password must be 8-20 characters',
    ]);
  });

  it('checking a password: the reason with its key, still as a 200', async () => {
    const answer = await t.get('/sys/user/checkpassword', {
      query: { password: 'Sh#rt1' },
      remoteAddress: nextAddress(),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({
      status: 200,
      message: 'password must be 8-20 characters',
      data: null,
      ...weak,
      errors: [{ field: 'password', ...weak, message: 'password must be 8-20 characters' }],
    });
    const good = await t.get('/sys/user/checkpassword', {
      query: { password: 'Good#Pass42' },
      remoteAddress: nextAddress(),
    });
    expect(good.body).toEqual({ status: 200, message: '', data: null });
  });
});
