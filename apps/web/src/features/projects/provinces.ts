/**
 * China's provincial-level divisions (provinces, autonomous regions, municipalities and special
 * administrative regions). A project keeps the Chinese name, so that one province is one value
 * whatever language it was entered in; the screens show it in the user's language.
 */
export const provinces: readonly { zh: string; en: string }[] = [
  { zh: '北京市', en: 'Beijing' },
  { zh: '天津市', en: 'Tianjin' },
  { zh: '上海市', en: 'Shanghai' },
  { zh: '重庆市', en: 'Chongqing' },
  { zh: '河北省', en: 'Hebei' },
  { zh: '山西省', en: 'Shanxi' },
  { zh: '辽宁省', en: 'Liaoning' },
  { zh: '吉林省', en: 'Jilin' },
  { zh: '黑龙江省', en: 'Heilongjiang' },
  { zh: '江苏省', en: 'Jiangsu' },
  { zh: '浙江省', en: 'Zhejiang' },
  { zh: '安徽省', en: 'Anhui' },
  { zh: '福建省', en: 'Fujian' },
  { zh: '江西省', en: 'Jiangxi' },
  { zh: '山东省', en: 'Shandong' },
  { zh: '河南省', en: 'Henan' },
  { zh: '湖北省', en: 'Hubei' },
  { zh: '湖南省', en: 'Hunan' },
  { zh: '广东省', en: 'Guangdong' },
  { zh: '海南省', en: 'Hainan' },
  { zh: '四川省', en: 'Sichuan' },
  { zh: '贵州省', en: 'Guizhou' },
  { zh: '云南省', en: 'Yunnan' },
  { zh: '陕西省', en: 'Shaanxi' },
  { zh: '甘肃省', en: 'Gansu' },
  { zh: '青海省', en: 'Qinghai' },
  { zh: '台湾省', en: 'Taiwan' },
  { zh: '内蒙古自治区', en: 'Inner Mongolia' },
  { zh: '广西壮族自治区', en: 'Guangxi' },
  { zh: '西藏自治区', en: 'Xizang (Tibet)' },
  { zh: '宁夏回族自治区', en: 'Ningxia' },
  { zh: '新疆维吾尔自治区', en: 'Xinjiang' },
  { zh: '香港特别行政区', en: 'Hong Kong' },
  { zh: '澳门特别行政区', en: 'Macao' },
];

/** A stored province in the given language; a value from elsewhere (the API) is shown as it is. */
export function provinceLabel(value: string, lang: string): string {
  if (lang !== 'en') return value;
  return provinces.find((province) => province.zh === value)?.en ?? value;
}
