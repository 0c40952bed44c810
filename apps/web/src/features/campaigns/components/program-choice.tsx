import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../../../shared/media/media-facts';
import { publishedProgramsQuery } from '../api/campaigns';

/**
 * One program with a published version, searched by name: a campaign plays its latest published
 * version. `known` names the campaign's program when a search does not find it; `onCycle` hears
 * the chosen program's cycle in seconds, once it is known.
 */
export function ProgramChoice({
  value,
  onChange,
  known,
  onCycle,
  id,
}: {
  value?: number;
  onChange?: (value: number) => void;
  known?: { originid: number; name: string };
  onCycle: (seconds: number | undefined) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const programs = useQuery(publishedProgramsQuery(keyword));
  const found = programs.data ?? [];
  const cycle = found.find((program) => program.originid === value)?.duration;
  useEffect(() => onCycle(cycle), [cycle, onCycle]);
  const options = found.map((program) => ({
    value: program.originid,
    label: `${program.name} · ${t('campaign.program.version', { version: program.version })} · ${program.width} × ${program.height} · ${durationText(program.duration)}`,
  }));
  if (known && !found.some((program) => program.originid === known.originid)) {
    options.push({ value: known.originid, label: known.name });
  }
  return (
    <Select<number>
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      loading={programs.isFetching}
      placeholder={t('campaign.program.placeholder')}
      notFoundContent={t('campaign.program.none')}
      options={options}
    />
  );
}
