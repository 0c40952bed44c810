import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CommandResultTable } from '../../../shared/commands/command-result-table';
import { programDownloadsQuery } from '../api/programs';

/**
 * Each screen's state of a publish, live: sent, played, failed with its reason, queued — and, while
 * a screen fetches the program's files, how far it has come.
 */
export function PublishResults({ programId, commandId }: { programId: number; commandId: number }) {
  const downloads = useQuery(programDownloadsQuery(programId, commandId));
  const percents = useMemo(
    () => new Map((downloads.data ?? []).map((download) => [download.deviceid, download.percent])),
    [downloads.data],
  );
  return <CommandResultTable commandId={commandId} progressOf={(deviceid) => percents.get(deviceid)} />;
}
