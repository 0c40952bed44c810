import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { provinceLabel, provinces } from '../provinces';

/** A province, offered in the user's language and found by its name in either language. */
export function ProvinceSelect(props: Omit<SelectProps<string>, 'options'>) {
  const { i18n } = useTranslation();
  const options = provinces.map((province) => ({
    value: province.zh,
    label: i18n.language === 'en' ? province.en : province.zh,
  }));
  return (
    <Select allowClear showSearch={{ optionFilterProp: ['label', 'value'] }} options={options} {...props} />
  );
}

export function useProvinceLabel() {
  const { i18n } = useTranslation();
  return (value: string) => (value ? provinceLabel(value, i18n.language) : '--');
}
