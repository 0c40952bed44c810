/** Texts of the bind-by-code dialog (shared: the Project-Device screen places it). */
export const bindDeviceTexts = {
  en: {
    'bind.title': 'Bind a device by code',
    'bind.intro':
      'Type the device number and the verification code printed on the device by its manufacturer.',
    'bind.code': 'Device number',
    'bind.verifyCode': 'Verification code',
    'bind.name': 'Name',
    'bind.namePlaceholder': 'The device number when left empty',
    'bind.submit': 'Bind',
    'bind.done': 'Device {{code}} bound: access token',
  },
  zh: {
    'bind.title': '按校验码绑定设备',
    'bind.intro': '请输入设备编号和厂家印在设备上的校验码。',
    'bind.code': '设备编号',
    'bind.verifyCode': '校验码',
    'bind.name': '设备名称',
    'bind.namePlaceholder': '留空则使用设备编号',
    'bind.submit': '绑定',
    'bind.done': '设备 {{code}} 已绑定：接入令牌',
  },
};
