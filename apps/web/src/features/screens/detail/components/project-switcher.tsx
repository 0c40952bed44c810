import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../../shared/auth/permissions';
import { projectTreeQuery } from '../../../../shared/inventory/inventory-queries';
import { projectDetailPath } from '../lib/detail-target';

/** A select of the caller's projects: the wall shows the one picked. Only for roles that list projects. */
export function ProjectSwitcher({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayList = usePermission('project:list');
  const projects = useQuery({ ...projectTreeQuery, enabled: mayList });
  if (!mayList) return null;
  return (
    <Select
      className="detail-nav__switcher"
      size="large"
      showSearch
      optionFilterProp="label"
      aria-label={t('detail.switchProject')}
      placeholder={t('detail.switchProject')}
      value={projects.data?.some((project) => project.id === projectId) ? projectId : undefined}
      options={(projects.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
      onChange={(id: number) => navigate(projectDetailPath(id))}
      popupMatchSelectWidth={false}
    />
  );
}
