import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Result, Row, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AFTER_SALE_LIST_PATH } from '../../../shared/after-sales/report-fault';
import { useLiveEvent } from '../../../shared/live/live';
import { afterSaleKeys } from '../api/after-sale-keys';
import { afterSaleDetailQuery } from '../api/after-sales';
import { TicketAttachments } from '../components/ticket-attachments';
import { TicketHistory } from '../components/ticket-history';
import { TicketSummary } from '../components/ticket-summary';
import { StatusTag } from '../components/ticket-tags';
import { useTicketActions } from '../components/use-ticket-actions';
import { useTicketDialogs } from '../components/use-ticket-dialogs';

/** One ticket (`?id=`): its fields, what the user may do next, its files and its history. */
export default function AfterSaleDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...afterSaleDetailQuery(id), enabled: valid });
  const backToList = () => navigate(AFTER_SALE_LIST_PATH);
  const { handlers, dialogs } = useTicketDialogs({ onDeleted: backToList });
  const actionsOf = useTicketActions(handlers);
  // A notification about a ticket (assigned, moved by someone else) may be about this one.
  useLiveEvent('notification', () => void queryClient.invalidateQueries({ queryKey: afterSaleKeys.all }));
  const backButton = (
    <Button icon={<ArrowLeftOutlined />} onClick={backToList}>
      {t('ticket.backToList')}
    </Button>
  );

  if (valid && detail.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const ticket = detail.data;
  if (!ticket)
    return (
      <Result status="404" title={t('ticket.detail')} subTitle={t('ticket.notFound')} extra={backButton} />
    );

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            {backButton}
            <Typography.Title level={4} style={{ margin: 0 }}>
              {ticket.aftersaleCode}
            </Typography.Title>
            <StatusTag status={ticket.status} />
          </Space>
          <Space wrap>
            {actionsOf(ticket).map((action) => (
              <Button key={action.key} danger={action.danger} onClick={action.run}>
                {action.label}
              </Button>
            ))}
          </Space>
        </Space>
      </Card>
      <TicketSummary ticket={ticket} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <TicketAttachments files={ticket.files} />
        </Col>
        <Col xs={24} xl={12}>
          <TicketHistory events={ticket.history} />
        </Col>
      </Row>
      {dialogs}
    </Flex>
  );
}
