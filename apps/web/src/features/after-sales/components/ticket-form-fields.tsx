import { useQuery } from '@tanstack/react-query';
import { Col, Form, type FormInstance, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectTreeQuery } from '../../../shared/inventory/inventory-queries';
import { DevicePicker, type KnownDevice } from './device-picker';
import { ticketOptions } from './ticket-options';

export type TicketSubject = 'device' | 'project';

/**
 * The fields of a ticket. A new one is about a device (its project comes with it, shown) or about
 * a project alone; an existing one keeps what it is about, shown above the form.
 */
export function TicketFormFields({
  form,
  isNew,
  knownDevice,
}: {
  form: FormInstance;
  isNew: boolean;
  knownDevice: KnownDevice | undefined;
}) {
  const { t } = useTranslation();
  const tree = useQuery(projectTreeQuery);
  const subject: TicketSubject | undefined = Form.useWatch('subject', form);
  const options = ticketOptions(t);
  const aboutDevice = subject === 'device';

  return (
    <Row gutter={16}>
      {isNew && (
        <>
          <Col span={24}>
            <Form.Item name="subject" label={t('ticket.subject')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'device', label: t('ticket.subjectDevice') },
                  { value: 'project', label: t('ticket.subjectProject') },
                ]}
              />
            </Form.Item>
          </Col>
          {aboutDevice && (
            <Col xs={24} sm={12}>
              <Form.Item
                name="deviceid"
                label={t('ticket.device')}
                rules={[{ required: true, message: t('ticket.chooseDevice') }]}
              >
                <DevicePicker placeholder={t('ticket.deviceSearch')} known={knownDevice} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <Form.Item
              name="projectid"
              label={t('ticket.project')}
              rules={aboutDevice ? [] : [{ required: true, message: t('ticket.chooseProject') }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                disabled={aboutDevice}
                options={(tree.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
              />
            </Form.Item>
          </Col>
        </>
      )}
      <Col xs={24} sm={12}>
        <Form.Item name="type" label={t('ticket.type')} rules={[{ required: true }]}>
          <Select options={options.types} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="priority" label={t('ticket.priority')}>
          <Radio.Group optionType="button" options={options.priorities} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          name="description"
          label={t('ticket.description')}
          rules={[{ required: true, whitespace: true, message: t('aftersale.descriptionRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="faultreason" label={t('ticket.faultReason')}>
          <Input maxLength={500} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="remark" label={t('ticket.remark')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
      </Col>
    </Row>
  );
}
