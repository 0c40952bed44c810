import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ControlRow } from './control-row';

/** A labelled list of values (holiday mode, battery type) and its send button. */
export function ChoiceControl({
  label,
  choices,
  current,
  busy,
  send,
}: {
  label: string;
  choices: readonly { value: number; en: string; zh: string }[];
  current: number | undefined;
  busy: boolean;
  send(value: number): void;
}) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState<number | undefined>(current);
  return (
    <ControlRow label={label}>
      <Select
        style={{ width: 220 }}
        value={value}
        onChange={setValue}
        aria-label={label}
        placeholder={label}
        options={choices.map((choice) => ({
          value: choice.value,
          label: i18n.language === 'zh' ? choice.zh : choice.en,
        }))}
      />
      <Button
        type="primary"
        loading={busy}
        disabled={value === undefined}
        onClick={() => value !== undefined && send(value)}
      >
        {t('command.send')}
      </Button>
    </ControlRow>
  );
}
