import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, InputNumber } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type KnownLight, LightPicker } from '../../../shared/networks/light-picker';
import './circuits-editor.css';

/** One circuit as the form holds it. */
export interface CircuitValues {
  number: number | null;
  name?: string;
  lights?: string[];
}

const MAX_CIRCUITS = 64;

/** The contract's rule: each circuit number once. */
function uniqueNumberRule(t: TFunction) {
  return ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_: unknown, number: number | null) => {
      const all = (getFieldValue('circuits') as CircuitValues[] | undefined) ?? [];
      if (number !== null && all.filter((circuit) => circuit?.number === number).length > 1)
        throw new Error(t('network.circuitNumberTwice', { number }));
    },
  });
}

/**
 * The circuits of a loop controller (form field `circuits`): one row each with its number, name
 * and the lights of the project it feeds. A light chosen on one circuit is not offered on another.
 */
export function CircuitsEditor({ known }: { known?: KnownLight[] }) {
  const { t } = useTranslation();
  const circuits = (Form.useWatch('circuits') as CircuitValues[] | undefined) ?? [];
  const takenBesides = (index: number) =>
    new Set(circuits.flatMap((circuit, at) => (at === index ? [] : (circuit?.lights ?? []))));
  const nextNumber = () => {
    const used = new Set(circuits.map((circuit) => circuit?.number));
    let number = 1;
    while (used.has(number)) number += 1;
    return number;
  };

  return (
    <Form.List name="circuits">
      {(rows, { add, remove }) => (
        <div className="circuits-editor">
          {rows.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('network.noCircuits')} />
          )}
          {rows.map((row, index) => {
            const number = circuits[index]?.number ?? index + 1;
            return (
              <fieldset
                key={row.key}
                className="circuits-editor__row"
                aria-label={t('network.circuit', { number })}
              >
                <Form.Item
                  name={[row.name, 'number']}
                  label={t('network.circuitNumber')}
                  dependencies={rows.map((other) => ['circuits', other.name, 'number'])}
                  rules={[
                    { required: true, message: t('network.circuitNumberRequired') },
                    uniqueNumberRule(t),
                  ]}
                >
                  <InputNumber min={1} max={MAX_CIRCUITS} precision={0} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item name={[row.name, 'name']} label={t('network.circuitName')}>
                  <Input maxLength={50} />
                </Form.Item>
                <Form.Item name={[row.name, 'lights']} label={t('network.circuitLights')}>
                  <LightPicker known={known} taken={takenBesides(index)} />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('network.removeCircuit', { number })}
                  title={t('network.removeCircuit', { number })}
                  onClick={() => remove(row.name)}
                  className="circuits-editor__remove"
                />
              </fieldset>
            );
          })}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            disabled={rows.length >= MAX_CIRCUITS}
            onClick={() => add({ number: nextNumber(), name: '', lights: [] })}
          >
            {t('network.addCircuit')}
          </Button>
          <div className="circuits-editor__hint">{t('network.lightPicker')}</div>
        </div>
      )}
    </Form.List>
  );
}
