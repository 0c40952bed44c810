import { useEffect, useState } from 'react';
import { HOME_VIEW, type VisitedView, visit } from './visited-views';

const STORAGE_KEY = 'lamplighter.visitedViews';

function stored(): VisitedView[] {
  try {
    const views = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as VisitedView[];
    return views.some((v) => v.affix) ? views : [HOME_VIEW, ...views];
  } catch {
    return [HOME_VIEW];
  }
}

/** The visited views of this tab, kept across reloads; `current` is added when it has a title. */
export function useVisitedViews(path: string, title: string | undefined) {
  const [views, setViews] = useState<VisitedView[]>(stored);
  useEffect(() => {
    if (title) setViews((before) => visit(before, { path, title, affix: path === HOME_VIEW.path }));
  }, [path, title]);
  useEffect(() => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(views));
  }, [views]);
  return [views, setViews] as const;
}
