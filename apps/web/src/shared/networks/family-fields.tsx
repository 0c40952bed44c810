import { DEVICE_CODE_PATTERN } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Divider, Form, type FormInstance, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { communicationTypesQuery } from '../inventory/inventory-queries';
import { ProjectGroupFields } from '../inventory/project-group-fields';
import { CoordinateFields } from '../map/map-picker-field';
import './network-form.css';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Divider titlePlacement="start" plain>
        {title}
      </Divider>
      <div className="network-form__grid">{children}</div>
    </section>
  );
}

/**
 * The device fields of a gateway's or loop controller's form, in sections, with the contract's
 * prompts: `identity` adds the family's own fields to the first section, `links` is the section
 * of the lights it links (behind a gateway, on circuits).
 */
export function FamilyFields({
  form,
  codeLabel,
  nameLabel,
  identity,
  links,
}: {
  form: FormInstance;
  codeLabel: string;
  nameLabel: string;
  identity?: ReactNode;
  links: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const communications = useQuery(communicationTypesQuery(i18n.language));
  return (
    <>
      <Section title={t('network.sectionIdentity')}>
        <Form.Item
          name="devicecode"
          label={codeLabel}
          rules={[
            { required: true, whitespace: true, message: t('validation.deviceCode') },
            { pattern: DEVICE_CODE_PATTERN, message: t('validation.deviceCodeFormat') },
          ]}
        >
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="devicename"
          label={nameLabel}
          rules={[{ required: true, whitespace: true, message: t('validation.deviceName') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        {identity}
        <Form.Item name="communicationtype" label={t('network.communication')}>
          <Select
            allowClear
            placeholder={t('network.select')}
            loading={communications.isLoading}
            options={(communications.data ?? []).map((type) => ({ value: type.code, label: type.name }))}
          />
        </Form.Item>
        <Form.Item name="serialnumber" label={t('network.serial')}>
          <Input maxLength={64} />
        </Form.Item>
      </Section>
      <Section title={t('network.sectionPlace')}>
        <ProjectGroupFields form={form} />
        <Form.Item name="polenumber" label={t('network.pole')}>
          <Input maxLength={64} />
        </Form.Item>
        <div className="network-form__wide">
          <CoordinateFields form={form} label={t('network.coordinates')} />
        </div>
      </Section>
      {links}
      <Section title={t('network.sectionHardware')}>
        <Form.Item name="model" label={t('network.model')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="firmwareversion" label={t('network.firmware')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="remark" label={t('network.remark')} className="network-form__wide">
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Section>
    </>
  );
}
