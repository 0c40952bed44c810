/** Device families of PRODUCT.md; the ids are the seed's `devicetypeid` and never change. */
export const deviceTypeCatalogue = [
  { id: 1, code: 'solar-light', nameZh: '光伏路灯', nameEn: 'Photovoltaic street lamp' },
  { id: 2, code: 'mains-light', nameZh: '市电路灯', nameEn: 'Mains street lamp' },
  { id: 3, code: 'ble-matrix-light', nameZh: '蓝牙矩阵灯', nameEn: 'Bluetooth-matrix lamp' },
  { id: 4, code: 'gateway', nameZh: '网关', nameEn: 'Gateway' },
  { id: 5, code: 'loop-controller', nameZh: '回路控制器', nameEn: 'Loop controller' },
  { id: 6, code: 'camera', nameZh: '摄像头', nameEn: 'Camera' },
  { id: 7, code: 'broadcast-terminal', nameZh: '广播终端', nameEn: 'Broadcast terminal' },
  { id: 8, code: 'led-screen', nameZh: 'LED屏', nameEn: 'LED screen' },
  { id: 9, code: 'weather-station', nameZh: '气象站', nameEn: 'Weather station' },
];

export const communicationTypeCatalogue = [
  { code: '4g', nameZh: '4G/Cat.1', nameEn: '4G/Cat.1' },
  { code: 'nb-iot', nameZh: 'NB-IoT', nameEn: 'NB-IoT' },
  { code: 'lora', nameZh: 'LoRa', nameEn: 'LoRa' },
  { code: 'ble-mesh', nameZh: '蓝牙Mesh', nameEn: 'Bluetooth mesh' },
  { code: 'plc', nameZh: '电力载波(PLC)', nameEn: 'Power-line carrier (PLC)' },
  { code: 'ethernet', nameZh: '以太网', nameEn: 'Ethernet' },
  { code: 'zigbee', nameZh: 'Zigbee', nameEn: 'Zigbee' },
];
