import { useQuery } from '@tanstack/react-query';
import { Form, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectLightsQuery } from './project-lights';

/** A light as the picker names it. */
export interface KnownLight {
  devicecode: string;
  devicename: string;
}

const NO_LIGHTS: KnownLight[] = [];

const labelOf = (light: KnownLight) => `${light.devicecode} · ${light.devicename}`;

/**
 * Chooses lights of the project chosen in the same form (its `projectid` field) by number: the
 * value is the list of numbers. Typing searches the project's lamps on the server, so that a
 * project of thousands stays quick. Lights chosen elsewhere in the form (`taken`, e.g. on another
 * circuit) are offered but disabled.
 */
export function LightPicker({
  value,
  onChange,
  known = NO_LIGHTS,
  taken,
  id,
  'aria-label': ariaLabel,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Lights already chosen when the form opened, so that they show their names. */
  known?: KnownLight[];
  taken?: ReadonlySet<string>;
  id?: string;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const projectid = Form.useWatch('projectid') as number | undefined;
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [names, setNames] = useState(() => new Map<string, string>());
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const lights = useQuery({
    ...projectLightsQuery(projectid ?? 0, keyword),
    enabled: projectid !== undefined,
  });

  // Names stay known once seen, so that chosen lights keep them while the search changes.
  useEffect(() => {
    const seen = [...known, ...(lights.data?.list ?? [])];
    setNames((current) => {
      const missing = seen.filter((light) => current.get(light.devicecode) !== labelOf(light));
      if (missing.length === 0) return current;
      const next = new Map(current);
      for (const light of missing) next.set(light.devicecode, labelOf(light));
      return next;
    });
  }, [known, lights.data]);

  const found = lights.data?.list ?? [];
  const total = lights.data?.total ?? 0;
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      disabled={projectid === undefined}
      loading={lights.isFetching}
      placeholder={t(projectid === undefined ? 'network.pickProjectFirst' : 'network.selectLights')}
      value={value ?? []}
      onChange={(next: string[]) => onChange?.(next)}
      onBlur={() => setTyped('')}
      labelRender={({ value: code }) => names.get(String(code)) ?? String(code)}
      options={found.map((light) => ({
        value: light.devicecode,
        label: labelOf(light),
        disabled: taken?.has(light.devicecode) && !value?.includes(light.devicecode),
      }))}
      popupRender={(menu) => (
        <>
          {menu}
          {total > found.length && (
            <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 12px' }}>
              {t('network.moreLights', { shown: found.length, total })}
            </Typography.Text>
          )}
        </>
      )}
      style={{ width: '100%' }}
    />
  );
}
