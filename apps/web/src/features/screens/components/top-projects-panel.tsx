import type { WallTopProjects } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ScreenPanel } from './screen-panel';

/**
 * The projects with the most devices in fault or alarm now, each with its open warnings; a project
 * opens on the detail wall.
 */
export function TopProjectsPanel({ top }: { top: WallTopProjects }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ScreenPanel title={t('wall.topProjects')} className="screen-top-projects">
      {top.projects.length === 0 ? (
        <p className="screen-empty">{t('wall.noFaultyProjects')}</p>
      ) : (
        <ol className="screen-top-projects__list">
          {top.projects.map((project, rank) => (
            <li key={project.id} data-project={project.id}>
              <button
                type="button"
                onClick={() => navigate(`/detail?project=${project.id}`)}
                aria-label={t('wall.openProject', { name: project.name })}
              >
                <i>{rank + 1}</i>
                <b className="screen-top-projects__name">{project.name}</b>
                <span className="screen-top-projects__counts">
                  <span data-count="faults">
                    {t('wall.faults')} <em className="screen-figure">{project.faults}</em>
                  </span>
                  <span data-count="alarms">
                    {t('wall.alarms')} <em className="screen-figure">{project.alarms}</em>
                  </span>
                  {project.warnings !== null && (
                    <span data-count="warnings">
                      {t('wall.openWarnings')} <em className="screen-figure">{project.warnings}</em>
                    </span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </ScreenPanel>
  );
}
