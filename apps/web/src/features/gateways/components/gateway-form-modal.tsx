import { gatewayModes } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { formList } from '../../../shared/api/form-encoding';
import { FamilyFields, Section } from '../../../shared/networks/family-fields';
import { LightPicker } from '../../../shared/networks/light-picker';
import { type FamilyForm, NetworkFormModal } from '../../../shared/networks/network-form-modal';
import type { FormModalProps } from '../../../shared/networks/network-list';
import { type GatewayDetail, gatewayCalls, gatewayDetailQuery } from '../api/gateways';

const gatewayForm: FamilyForm<GatewayDetail> = {
  initial: { mode: 'matrix', lights: [] },
  valuesOf: (detail) => ({ mode: detail.mode, lights: detail.lights.map((light) => light.devicecode) }),
  inputOf: (values) => ({
    mode: values.mode,
    lights: formList((values.lights as string[] | undefined) ?? []),
  }),
  calls: gatewayCalls,
  onProjectChange: (form) => form.setFieldValue('lights', []),
};

/** Adds or changes a gateway: its device fields, matrix or Bluetooth, and the lights behind it. */
export function GatewayFormModal(props: FormModalProps) {
  const { t } = useTranslation();
  const detail = useQuery({
    ...gatewayDetailQuery(props.editing ?? 0),
    enabled: props.open && props.editing !== undefined,
  });
  return (
    <NetworkFormModal
      {...props}
      detail={detail.data}
      loading={props.editing !== undefined && detail.isLoading}
      title={t(props.editing === undefined ? 'network.gatewayAdd' : 'network.gatewayEdit')}
      family={gatewayForm}
    >
      {(form, detail) => (
        <FamilyFields
          form={form}
          codeLabel={t('network.gatewayCode')}
          nameLabel={t('network.gatewayName')}
          identity={
            <Form.Item name="mode" label={t('network.mode')}>
              <Radio.Group
                optionType="button"
                options={gatewayModes.map((mode) => ({ value: mode, label: t(`network.mode.${mode}`) }))}
              />
            </Form.Item>
          }
          links={
            <Section title={t('network.sectionLights')}>
              <Form.Item
                name="lights"
                label={t('network.lightsBehind')}
                extra={t('network.lightPicker')}
                className="network-form__wide"
              >
                <LightPicker known={detail?.lights} />
              </Form.Item>
            </Section>
          }
        />
      )}
    </NetworkFormModal>
  );
}
