import { TreeSelect, type TreeSelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { actionTree } from './action-tree';

/** Picks one action, or an area for all of its actions, by name; searchable. */
export function ActionFilter(props: TreeSelectProps<string>) {
  const { t, i18n } = useTranslation();
  return (
    <TreeSelect
      {...props}
      allowClear
      showSearch
      treeData={actionTree(i18n)}
      treeNodeFilterProp="title"
      treeNodeLabelProp="label"
      placeholder={t('audit.allActions')}
      popupMatchSelectWidth={false}
    />
  );
}
