import { lampValuesOfFamily } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../../shared/auth/permissions';
import { projectTreeQuery } from '../../../../shared/inventory/inventory-queries';
import { ScreenFrame } from '../../components/screen-frame';
import { wallRefresh as wall } from '../../lib/wall-refresh';
import { type WallScope, wallDeviceCodes, wallPageQuery } from '../api/control-wall-queries';
import { pageInRange, tilesPerPage } from '../lib/tile-pages';
import { pageChosen, type TileSelection, toggled, withPage } from '../lib/tile-selection';
import { wallMethodsOf } from '../lib/wall-family';
import { ControlPanel } from './control-panel';
import { ScopePicker } from './scope-picker';
import { TileGridPanel } from './tile-grid-panel';
import { useLiveScope } from './use-live-scope';

const NOTHING: TileSelection = new Set();

/** The project and group in the address (`?project=&group=`), so that a wall reopens where it was. */
function useScopeParams(projects: readonly { id: number; groups: { id: number }[] }[] | undefined) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('project'));
  const project = projects?.find((candidate) => candidate.id === asked) ?? projects?.[0];
  const group = project?.groups.find((candidate) => candidate.id === Number(params.get('group')));
  const pick = (projectid: number, groupid?: number) =>
    setParams(
      groupid === undefined
        ? { project: String(projectid) }
        : { project: String(projectid), group: String(groupid) },
      { replace: true },
    );
  return { projectid: project?.id, groupid: group?.id, pick };
}

/** The wall of a known family: the scope picker, the live tiles and, for commanders, the controls. */
export function ControlWall({ family, familyName }: { family: number; familyName: string }) {
  const { t } = useTranslation();
  const methods = wallMethodsOf(family);
  const mayCommand = usePermission('device:command');
  const withControls = mayCommand && methods.length > 0;
  const { columns, size } = tilesPerPage(withControls);
  const tree = useQuery({ ...projectTreeQuery, ...wall });
  const { projectid, groupid, pick } = useScopeParams(tree.data);
  const scope: WallScope | undefined = projectid === undefined ? undefined : { family, projectid, groupid };

  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState(NOTHING);
  // Another project or group: its first page, nothing chosen.
  const scopeKey = `${projectid}:${groupid}`;
  const [shownScope, setShownScope] = useState(scopeKey);
  if (shownScope !== scopeKey) {
    setShownScope(scopeKey);
    setPage(1);
    setSelection(NOTHING);
  }

  const tiles = useQuery({
    ...wallPageQuery(scope ?? { family, projectid: 0 }, page, size),
    enabled: scope !== undefined,
  });
  const devices = tiles.data?.list ?? [];
  const codes = devices.map((device) => device.devicecode);
  const total = tiles.data?.total ?? 0;
  const shownPage = pageInRange(page, total, size);
  if (tiles.data && shownPage !== page) setPage(shownPage);
  useLiveScope(
    scope,
    devices.map((device) => device.id),
  );

  const project = tree.data?.find((candidate) => candidate.id === projectid);
  const group = project?.groups.find((candidate) => candidate.id === groupid);
  const note = !mayCommand
    ? t('wallControl.viewOnly')
    : methods.length === 0
      ? t('wallControl.noCommands')
      : undefined;

  return (
    <ScreenFrame name={t('wallControl.title', { family: familyName })} stale={tree.isError || tiles.isError}>
      <div className={withControls ? 'control-wall' : 'control-wall control-wall--view'}>
        {tree.data && (
          <ScopePicker projects={tree.data} projectid={projectid} groupid={groupid} onPick={pick} />
        )}
        {scope && project && (
          <TileGridPanel
            title={group ? `${project.name} · ${group.name}` : project.name}
            scope={scope}
            devices={devices}
            total={total}
            page={page}
            pageSize={size}
            columns={columns}
            emptyText={t('wallControl.none', { family: familyName })}
            note={note}
            withBattery={lampValuesOfFamily[family]?.includes('batterysoc') ?? false}
            {...(withControls
              ? { selection, onToggle: (code: string) => setSelection((current) => toggled(current, code)) }
              : {})}
            onPage={setPage}
          />
        )}
        {withControls && scope && (
          <ControlPanel
            methods={methods}
            selection={selection}
            total={total}
            pageChosen={pageChosen(selection, codes)}
            onChooseAll={async () => setSelection(new Set(await wallDeviceCodes(scope)))}
            onChoosePage={() => setSelection((current) => withPage(current, codes))}
            onClear={() => setSelection(NOTHING)}
          />
        )}
      </div>
    </ScreenFrame>
  );
}
