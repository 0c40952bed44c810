import type { DashboardSummary } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../../../shared/hooks/use-reduced-motion';
import { deviceTypesQuery } from '../../../../shared/inventory/inventory-queries';
import { familyBarOption } from '../lib/family-bar-option';
import { ChartPanel } from './chart-panel';

/** The fleet by family as bars, the largest on top. */
export function FamilyBarPanel({ byType }: { byType: DashboardSummary['devices']['byType'] }) {
  const { t, i18n } = useTranslation();
  const motion = !useReducedMotion();
  const types = useQuery(deviceTypesQuery(i18n.language)).data;
  const option = useMemo(() => {
    const nameOf = (id: number) =>
      types?.find((type) => type.devicetypeid === id)?.devicetypename ?? `#${id}`;
    return familyBarOption(
      byType.map((row) => ({ name: nameOf(row.devicetype), count: row.count })),
      motion,
    );
  }, [byType, types, motion]);
  return (
    <ChartPanel
      title={t('classic.families')}
      label={t('classic.familiesChart')}
      className="classic-families"
      option={option}
    />
  );
}
