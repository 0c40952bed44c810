import type { Message } from './messages';
/**
 * Messages of the device inventory (projects, groups, devices, gateways, loop controllers,
 * manufacturers, factory devices, import and export), in both languages. The required prompts are
 * the seed's; the server answers them as validation messages too.
 */
export const inventoryMessages = {
  'validation.selectDevice': { en: 'please select a device', zh: '请选择设备' },
  'validation.selectDevices': { en: 'please select at least one device', zh: '请至少选择一个设备' },
  'validation.selectProject': { en: 'please select a project', zh: '请选择项目' },
  'validation.selectGroup': { en: 'please select a group', zh: '请选择分组' },
  'validation.selectDeviceType': { en: 'please select the device type', zh: '请选择设备类型' },
  'validation.deviceCode': { en: 'please enter the device number', zh: '请输入设备编号' },
  'validation.deviceCodeFormat': {
    en: 'device number must be 1-64 letters, digits, - or _',
    zh: '设备编号须为1-64位字母、数字、- 或 _',
  },
  'validation.deviceName': { en: 'please enter the name', zh: '请输入名称' },
  'validation.serialNumber': { en: 'please enter the serial number', zh: '请输入序列号' },
  'validation.verifyCode': { en: 'please enter the verification code', zh: '请输入校验码' },
  'validation.groupName': { en: 'please enter the group name', zh: '请输入分组名称' },
  'validation.projectName': { en: 'please enter the project name', zh: '请输入项目名称' },
  'validation.manufacturerName': { en: 'please enter the manufacturer name', zh: '请输入厂家名称' },
  'validation.selectManufacturer': { en: 'please select the manufacturer', zh: '请选择厂家' },
  'validation.packageExpiry': { en: 'please enter the package expiry', zh: '请输入套餐到期时间' },
  'validation.date': {
    en: '{field} must be a date such as 2026-12-31',
    zh: '{field}须为日期，例如 2026-12-31',
  },
  'validation.longitude': { en: 'longitude must be between -180 and 180', zh: '经度须在 -180 到 180 之间' },
  'validation.latitude': { en: 'latitude must be between -90 and 90', zh: '纬度须在 -90 到 90 之间' },
  'validation.coordinatesPair': {
    en: 'longitude and latitude go together: give both or neither',
    zh: '经度和纬度须同时填写或同时留空',
  },
  'validation.lampValueField': {
    en: 'choose the value that the bounds apply to',
    zh: '请选择上下限所针对的数值',
  },
  'validation.valueRange': { en: 'the upper bound must not be below the lower', zh: '上限不能小于下限' },
  'validation.simRange': { en: 'SIM end must not be before SIM start', zh: 'SIM 卡结束时间不能早于开始时间' },
  'error.deviceCodeTaken': { en: 'device number {code} already exists', zh: '设备编号 {code} 已存在' },
  'error.groupNotInProject': {
    en: 'the group does not belong to the chosen project',
    zh: '所选分组不属于所选项目',
  },
  'error.projectNameTaken': {
    en: 'a project named {name} already exists',
    zh: '项目名称 {name} 已存在',
  },
  'error.groupNameTaken': {
    en: 'the project already has a group named {name}',
    zh: '该项目下已存在分组 {name}',
  },
  'error.deviceCodeRepeated': {
    en: 'device number {code} appears more than once',
    zh: '设备编号 {code} 重复出现',
  },
  'error.projectNotFound': { en: 'no such project in your account tree', zh: '您的账号范围内没有该项目' },
  'error.groupNotFound': { en: 'no such group in your account tree', zh: '您的账号范围内没有该分组' },
  'error.manufacturerNotFound': { en: 'no such manufacturer', zh: '厂家不存在' },
  'error.projectHasDevices': {
    en: 'project still holds {count} devices; move or delete them first',
    enOne: 'project still holds {count} device; move or delete it first',
    zh: '该项目下还有{count}个设备，请先转移或删除设备',
  },
  'error.projectHasGroups': {
    en: 'project still holds {count} groups; delete them first',
    enOne: 'project still holds {count} group; delete it first',
    zh: '该项目下还有{count}个分组，请先删除分组',
  },
  'error.groupHasDevices': {
    en: 'group still holds {count} devices; move or delete them first',
    enOne: 'group still holds {count} device; move or delete it first',
    zh: '该分组下还有{count}个设备，请先转移或删除设备',
  },
  'error.gatewayHasLights': {
    en: 'gateway still speaks for {count} lights; move them to another gateway first',
    enOne: 'gateway still speaks for {count} light; move it to another gateway first',
    zh: '该网关下还有{count}个灯具，请先转移到其他网关',
  },
  'error.controllerHasLights': {
    en: 'loop controller still feeds {count} lights; take them off its circuits first',
    enOne: 'loop controller still feeds {count} light; take it off its circuits first',
    zh: '该回路控制器仍在为{count}个灯具供电，请先从回路中移除',
  },
  'error.manufacturerHasDevices': {
    en: 'manufacturer still has {count} devices; delete them first',
    enOne: 'manufacturer still has {count} device; delete it first',
    zh: '该厂家下还有{count}个设备，请先删除设备',
  },
  'error.notALight': {
    en: 'device {code} is not a light and cannot be placed behind a gateway or on a circuit',
    zh: '设备 {code} 不是灯具，不能挂在网关或回路下',
  },
  'error.lightsNotFound': {
    en: 'no light with number {codes} in your projects',
    zh: '您的项目中没有编号为 {codes} 的灯具',
  },
  'error.circuitNumberTaken': {
    en: 'circuit number {number} is used twice',
    zh: '回路编号 {number} 重复',
  },
  'error.lightOnTwoCircuits': {
    en: 'light {code} is listed on more than one circuit; a light is fed by one circuit only',
    zh: '灯具 {code} 出现在多个回路中，一个灯具只能接在一个回路上',
  },
  'error.bindRefused': {
    en: 'device number and verification code do not match a factory device',
    zh: '设备编号与校验码不匹配',
  },
  'error.alreadyBound': {
    en: 'device {code} is already bound to a project',
    zh: '设备 {code} 已绑定到项目',
  },
  'error.factoryDeviceBound': {
    en: 'factory device {code} is bound to a project and cannot be changed or deleted',
    zh: '出厂设备 {code} 已绑定到项目，不能修改或删除',
  },
  'error.manufacturerNameTaken': {
    en: 'manufacturer {name} already exists',
    zh: '厂家 {name} 已存在',
  },
  'error.makerOutsideScope': {
    en: "the manufacturer's account must be your own account or one of its sub-accounts",
    zh: '厂家账号必须是自己或自己的下级账号',
  },
  'error.notAManufacturer': {
    en: 'your account is not linked to a manufacturer',
    zh: '您的账号未关联厂家',
  },
  'error.templateType': { en: 'only xls or xlsx files can be imported', zh: '仅支持导入 xls 或 xlsx 文件' },
  'error.templateSize': { en: 'the file exceeds 5 MB', zh: '文件大小超过 5 MB' },
  'error.templateBomb': {
    en: 'the file unpacks to too much data and was refused',
    zh: '文件解压后数据过大，已拒绝',
  },
  'error.templateUnreadable': {
    en: 'the file is not a readable Excel workbook: open it in Excel or WPS, save it as .xlsx and import that file',
    zh: '文件不是可读取的 Excel 工作簿：请用 Excel 或 WPS 打开并另存为 .xlsx 后再导入',
  },
  'error.templateColumns': {
    en: 'the first row of the first sheet must name the columns of the template; missing: {columns}',
    zh: '第一个工作表的第一行须为模板列名，缺少：{columns}',
  },
  'error.projectNameAmbiguous': {
    en: '{count} projects of your account tree are named {name}: give the project ID instead',
    zh: '您的账号范围内有{count}个名为 {name} 的项目，请改填项目ID',
  },
  'error.manufacturerNameUnknown': { en: 'no manufacturer named {name}', zh: '没有名为 {name} 的厂家' },
  'validation.tooLong': { en: '{field} must be at most {max} characters', zh: '{field}最多{max}个字符' },
  'validation.min': { en: '{field} must be at least {min}', zh: '{field}不能小于{min}' },
  'validation.max': { en: '{field} must be at most {max}', zh: '{field}不能大于{max}' },
  'validation.flag': { en: '{field} must be 0 (no) or 1 (yes)', zh: '{field}须为 0（否）或 1（是）' },
  'validation.number': { en: '{field} must be a number', zh: '{field}须为数字' },
  'error.templateEmpty': { en: 'the workbook holds no device rows', zh: '工作簿中没有设备数据' },
  'error.templateTooManyRows': {
    en: 'at most {max} rows can be imported at once',
    zh: '一次最多导入{max}行',
  },
  'error.importRows': {
    en: '{count} rows have errors; nothing was imported',
    enOne: '{count} row has errors; nothing was imported',
    zh: '有{count}行存在错误，未导入任何数据',
  },
  'success.imported': {
    en: '{count} devices imported',
    enOne: '{count} device imported',
    zh: '成功导入{count}个设备',
  },
  'info.importTokens': {
    en: 'each imported device has its own access token, not shown here: issue a new one on the device page when the device is installed',
    zh: '每个导入的设备都已生成接入令牌（此处不显示），安装设备时请在设备详情页重新生成令牌',
  },
  'success.moved': { en: '{count} devices moved', enOne: '{count} device moved', zh: '已转移{count}个设备' },
  'error.tooManyMatching': {
    en: '{count} devices match: at most {max} can be commanded at once; narrow the filter',
    zh: '共有 {count} 台设备符合条件，一次最多控制 {max} 台，请缩小筛选范围',
  },
  'success.rotated': { en: 'new access token issued', zh: '已生成新的接入令牌' },
} as const satisfies Record<string, Message>;
