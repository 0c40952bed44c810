/** Texts of the device lists that screens and terminals share, in both languages. */
export const sharedDeviceListTexts = {
  en: {
    'deviceList.filter.name': 'Number or name',
    'deviceList.filter.allStates': 'All states',
    'deviceList.state': 'State',
    'deviceList.state.online': 'Online',
    'deviceList.state.offline': 'Offline',
    'deviceList.state.fault': 'Fault',
    'deviceList.volume': 'Volume',
    'deviceList.send': 'Send',
    'deviceList.select.placeholder': 'Search by name or number',
    'deviceList.select.offline': 'offline',
  },
  zh: {
    'deviceList.filter.name': '编号或名称',
    'deviceList.filter.allStates': '全部状态',
    'deviceList.state': '状态',
    'deviceList.state.online': '在线',
    'deviceList.state.offline': '离线',
    'deviceList.state.fault': '故障',
    'deviceList.volume': '音量',
    'deviceList.send': '下发',
    'deviceList.select.placeholder': '按名称或编号搜索',
    'deviceList.select.offline': '离线',
  },
};
