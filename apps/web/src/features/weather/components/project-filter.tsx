import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectTreeQuery } from '../../../shared/inventory/inventory-queries';

/** The stations of one project, or of all of them when cleared. */
export function ProjectFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (projectid: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const tree = useQuery(projectTreeQuery);
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={t('meteo.project')}
      placeholder={t('meteo.allProjects')}
      className="weather-project-filter"
      loading={tree.isLoading}
      value={value}
      options={(tree.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
      onChange={(projectid?: number) => onChange(projectid)}
    />
  );
}
