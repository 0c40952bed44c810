import { auditActions } from '@lamplighter/contract';
import type { i18n } from 'i18next';
import { areaNameKey } from '../texts';
import { nameOfAction } from './action-name';

export interface ActionNode {
  value: string;
  /** Shown in the list. */
  title: string;
  /** Shown once chosen: an area says that it stands for all of its actions. */
  label: string;
  children?: ActionNode[];
}

/** The actions to filter by, under their areas, in the order the contract lists them. */
export function actionTree(i18n: Pick<i18n, 't' | 'exists'>): ActionNode[] {
  const areas = new Map<string, string[]>();
  for (const action of auditActions) {
    const area = action.slice(0, action.indexOf('.'));
    areas.set(area, [...(areas.get(area) ?? []), action]);
  }
  return [...areas].map(([area, actions]) => {
    const title = i18n.t(areaNameKey(area));
    return {
      value: area,
      title,
      label: i18n.t('audit.allOfArea', { area: title }),
      children: actions.map((action) => {
        const name = nameOfAction(i18n, action);
        return { value: action, title: name, label: name };
      }),
    };
  });
}
