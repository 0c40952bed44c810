import type { ProjectTreeNode } from '@lamplighter/contract';
import { useTranslation } from 'react-i18next';
import { ScreenPanel } from '../../components/screen-panel';

/**
 * The projects of the caller's subtree as a column of large buttons; the chosen project opens to
 * its groups, the whole project first.
 */
export function ScopePicker({
  projects,
  projectid,
  groupid,
  onPick,
}: {
  projects: readonly ProjectTreeNode[];
  projectid: number | undefined;
  groupid: number | undefined;
  onPick(projectid: number, groupid?: number): void;
}) {
  const { t } = useTranslation();
  return (
    <ScreenPanel title={t('wallControl.projects')} className="control-scope">
      {projects.length === 0 && <p className="screen-empty">{t('wallControl.noProjects')}</p>}
      <ul className="control-scope__list">
        {projects.map((project) => {
          const open = project.id === projectid;
          return (
            <li key={project.id}>
              <button
                type="button"
                className="control-scope__project"
                aria-expanded={open}
                onClick={() => onPick(project.id)}
              >
                {project.name}
              </button>
              {open && (
                <ul className="control-scope__groups">
                  {[{ id: undefined, name: t('wallControl.wholeProject') }, ...project.groups].map(
                    (group) => (
                      <li key={group.id ?? 'all'}>
                        <button
                          type="button"
                          className="control-scope__group"
                          aria-pressed={group.id === groupid}
                          onClick={() => onPick(project.id, group.id)}
                        >
                          {group.name}
                        </button>
                      </li>
                    ),
                  )}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </ScreenPanel>
  );
}
