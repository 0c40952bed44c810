import { DEVICE_CODE_PATTERN } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Divider, Form, type FormInstance, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/auth/permissions';
import { communicationTypesQuery, deviceTypesQuery } from '../../../shared/inventory/inventory-queries';
import { ProjectGroupFields } from '../../../shared/inventory/project-group-fields';
import { CoordinateFields } from '../../../shared/map/map-picker-field';
import { manufacturerOptionsQuery } from '../api/manufacturer-options';
import { dateItem, flagItem, simRangeRule } from './form-items';
import './device-form.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Divider titlePlacement="start" plain>
        {title}
      </Divider>
      <div className="device-form__grid">{children}</div>
    </section>
  );
}

/** Every field of `deviceFields`, in sections, with the contract's rules and the seed's prompts. */
export function DeviceFormFields({ form }: { form: FormInstance }) {
  const { t, i18n } = useTranslation();
  const types = useQuery(deviceTypesQuery(i18n.language));
  const communications = useQuery(communicationTypesQuery(i18n.language));
  const mayListManufacturers = usePermission('sys:manufacturer:list');
  const manufacturers = useQuery({ ...manufacturerOptionsQuery, enabled: mayListManufacturers });
  const date = <DatePicker style={{ width: '100%' }} placeholder={t('device.pickDate')} />;

  return (
    <>
      <Section title={t('device.sectionBasic')}>
        <Form.Item
          name="devicecode"
          label={t('device.code')}
          rules={[
            { required: true, whitespace: true, message: t('validation.deviceCode') },
            { pattern: DEVICE_CODE_PATTERN, message: t('validation.deviceCodeFormat') },
          ]}
        >
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="devicename"
          label={t('device.name')}
          rules={[{ required: true, whitespace: true, message: t('validation.deviceName') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="devicetype"
          label={t('device.type')}
          rules={[{ required: true, message: t('validation.selectDeviceType') }]}
        >
          <Select
            placeholder={t('validation.selectDeviceType')}
            loading={types.isLoading}
            options={(types.data ?? []).map((type) => ({
              value: type.devicetypeid,
              label: type.devicetypename,
            }))}
          />
        </Form.Item>
        <Form.Item name="communicationtype" label={t('device.communication')}>
          <Select
            allowClear
            placeholder={t('device.select')}
            loading={communications.isLoading}
            options={(communications.data ?? []).map((type) => ({ value: type.code, label: type.name }))}
          />
        </Form.Item>
        <Form.Item name="serialnumber" label={t('device.serial')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="verifycode" label={t('device.verifyCode')}>
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
      </Section>
      <Section title={t('device.sectionPlace')}>
        <ProjectGroupFields form={form} />
        <Form.Item name="polenumber" label={t('device.pole')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="installdate" label={t('device.installDate')} {...dateItem}>
          {date}
        </Form.Item>
        <div className="device-form__double">
          <CoordinateFields form={form} label={t('device.coordinates')} />
        </div>
      </Section>
      <Section title={t('device.sectionHardware')}>
        {mayListManufacturers && (
          <Form.Item name="manufacturerid" label={t('device.manufacturer')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('device.select')}
              loading={manufacturers.isLoading}
              options={(manufacturers.data ?? []).map((maker) => ({ value: maker.id, label: maker.name }))}
            />
          </Form.Item>
        )}
        <Form.Item name="model" label={t('device.model')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="lamppower" label={t('device.lampPower')}>
          <InputNumber min={0} max={100_000} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="firmwareversion" label={t('device.firmware')}>
          <Input maxLength={64} />
        </Form.Item>
        <div className="device-form__flags">
          <Form.Item name="isnbiot" label={t('device.nbiot')} {...flagItem}>
            <Switch />
          </Form.Item>
          <Form.Item name="isbms" label={t('device.bms')} {...flagItem}>
            <Switch />
          </Form.Item>
          <Form.Item name="isgridcomplementary" label={t('device.grid')} {...flagItem}>
            <Switch />
          </Form.Item>
        </div>
      </Section>
      <Section title={t('device.sectionService')}>
        <Form.Item name="packageexpire" label={t('device.packageExpire')} {...dateItem}>
          {date}
        </Form.Item>
        <Form.Item name="simstart" label={t('device.simStart')} {...dateItem}>
          {date}
        </Form.Item>
        <Form.Item
          name="simend"
          label={t('device.simEnd')}
          dependencies={['simstart']}
          rules={[simRangeRule(t)]}
          {...dateItem}
        >
          {date}
        </Form.Item>
      </Section>
      <Section title={t('device.sectionOther')}>
        <Form.Item name="remark" label={t('device.remark')} className="device-form__wide">
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Section>
    </>
  );
}
