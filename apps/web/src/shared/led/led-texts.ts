/** Texts of the LED-screen parts that several screens share, in both languages. */
export const sharedLedTexts = {
  en: {
    'ledScreens.select.placeholder': 'Search by name or number',
    'ledScreens.select.offline': 'offline',
  },
  zh: {
    'ledScreens.select.placeholder': '按名称或编号搜索',
    'ledScreens.select.offline': '离线',
  },
};
