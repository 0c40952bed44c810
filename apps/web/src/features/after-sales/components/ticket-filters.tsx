import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { projectTreeQuery } from '../../../shared/inventory/inventory-queries';
import type { AfterSaleListFilter } from '../api/after-sales';
import { DevicePicker } from './device-picker';
import { HandlerPicker } from './handler-picker';
import { ticketOptions } from './ticket-options';

export type TicketFilterValues = Partial<
  Pick<
    AfterSaleListFilter,
    | 'keyword'
    | 'projectid'
    | 'deviceid'
    | 'status'
    | 'type'
    | 'priority'
    | 'handlerid'
    | 'createdfrom'
    | 'createdto'
  >
>;

type FormValues = Omit<TicketFilterValues, 'createdfrom' | 'createdto'> & { created?: [Dayjs, Dayjs] | null };

const DAY = 'YYYY-MM-DD';

function formValuesOf({ createdfrom, createdto, ...values }: TicketFilterValues): FormValues {
  return { ...values, created: createdfrom && createdto ? [dayjs(createdfrom), dayjs(createdto)] : null };
}

function filterOf({ created, keyword, ...values }: FormValues): TicketFilterValues {
  return {
    ...values,
    keyword: keyword?.trim() || undefined,
    createdfrom: created?.[0]?.format(DAY),
    createdto: created?.[1]?.format(DAY),
  };
}

/**
 * The filters of the ticket list: keyword, project, device, status, type, priority, handler (for
 * those who may list accounts) and the days it was created between.
 */
export function TicketFilters({
  values,
  onSearch,
}: {
  values: TicketFilterValues;
  onSearch: (values: TicketFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const tree = useQuery(projectTreeQuery);
  const options = ticketOptions(t);

  // The form shows the filters in force, also when they are cleared from outside (empty state).
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(formValuesOf(values));
  }, [form, values]);

  return (
    <Form<FormValues>
      form={form}
      name="ticket-filter"
      layout="inline"
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={(next) => onSearch(filterOf(next))}
    >
      <Form.Item name="keyword">
        <Input
          allowClear
          aria-label={t('ticket.keyword')}
          placeholder={t('ticket.keyword')}
          style={{ width: 230 }}
        />
      </Form.Item>
      <Form.Item name="projectid">
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={t('ticket.project')}
          placeholder={t('ticket.allProjects')}
          style={{ width: 150 }}
          options={(tree.data ?? []).map((project) => ({ value: project.id, label: project.name }))}
        />
      </Form.Item>
      <Form.Item name="deviceid">
        <DevicePicker
          aria-label={t('ticket.device')}
          placeholder={t('ticket.deviceSearch')}
          style={{ width: 220 }}
        />
      </Form.Item>
      <Form.Item name="status">
        <Select
          allowClear
          aria-label={t('ticket.status')}
          placeholder={t('ticket.allStatuses')}
          style={{ width: 130 }}
          options={options.statuses}
        />
      </Form.Item>
      <Form.Item name="type">
        <Select
          allowClear
          aria-label={t('ticket.type')}
          placeholder={t('ticket.allTypes')}
          style={{ width: 140 }}
          options={options.types}
        />
      </Form.Item>
      <Form.Item name="priority">
        <Select
          allowClear
          aria-label={t('ticket.priority')}
          placeholder={t('ticket.allPriorities')}
          style={{ width: 130 }}
          options={options.priorities}
        />
      </Form.Item>
      <Form.Item name="handlerid">
        <HandlerPicker
          allowClear
          aria-label={t('ticket.handler')}
          placeholder={t('ticket.allHandlers')}
          style={{ width: 160 }}
        />
      </Form.Item>
      <Form.Item name="created">
        <DatePicker.RangePicker
          aria-label={t('ticket.createTime')}
          placeholder={[t('ticket.createdFrom'), t('ticket.createdTo')]}
          style={{ width: 260 }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form.Item>
    </Form>
  );
}
