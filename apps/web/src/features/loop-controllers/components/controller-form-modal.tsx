import { useQuery } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { FamilyFields, Section } from '../../../shared/networks/family-fields';
import { type FamilyForm, NetworkFormModal } from '../../../shared/networks/network-form-modal';
import type { FormModalProps } from '../../../shared/networks/network-list';
import { controllerCalls, controllerDetailQuery, type LoopControllerDetail } from '../api/loop-controllers';
import { CircuitsEditor, type CircuitValues } from './circuits-editor';

const circuitsOf = (values: Record<string, unknown>) =>
  (values.circuits as CircuitValues[] | undefined) ?? [];

const controllerForm: FamilyForm<LoopControllerDetail> = {
  initial: { circuits: [{ number: 1, name: '', lights: [] }] },
  valuesOf: (detail) => ({
    circuits: detail.circuits.map((circuit) => ({
      number: circuit.number,
      name: circuit.name,
      lights: circuit.lights.map((light) => light.devicecode),
    })),
  }),
  inputOf: (values) => ({
    circuits: circuitsOf(values).map((circuit) => ({
      number: circuit.number,
      name: circuit.name ?? '',
      lights: circuit.lights ?? [],
    })),
  }),
  calls: controllerCalls,
  onProjectChange: (form: FormInstance) =>
    form.setFieldValue(
      'circuits',
      circuitsOf(form.getFieldsValue(true)).map((circuit) => ({ ...circuit, lights: [] })),
    ),
};

/** Adds or changes a loop controller: its device fields and its circuits with their lights. */
export function ControllerFormModal(props: FormModalProps) {
  const { t } = useTranslation();
  const detail = useQuery({
    ...controllerDetailQuery(props.editing ?? 0),
    enabled: props.open && props.editing !== undefined,
  });
  return (
    <NetworkFormModal
      {...props}
      detail={detail.data}
      loading={props.editing !== undefined && detail.isLoading}
      title={t(props.editing === undefined ? 'network.controllerAdd' : 'network.controllerEdit')}
      family={controllerForm}
    >
      {(form, shown) => (
        <FamilyFields
          form={form}
          codeLabel={t('network.controllerCode')}
          nameLabel={t('network.controllerName')}
          links={
            <Section title={t('network.circuits')}>
              <CircuitsEditor known={shown?.circuits.flatMap((circuit) => circuit.lights)} />
            </Section>
          }
        />
      )}
    </NetworkFormModal>
  );
}
