import { ToolOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permitted } from '../auth/permissions';

/** Where the menu catalogue puts the after-sales list; `?device=` opens its form for that device. */
export const AFTER_SALE_LIST_PATH = '/device/aftersale';
export const REPORT_FAULT_PARAM = 'device';

/** The after-sales list with its new-ticket form open and filled in for the device. */
export function reportFaultPath(deviceId: number): string {
  return `${AFTER_SALE_LIST_PATH}?${REPORT_FAULT_PARAM}=${deviceId}`;
}

/**
 * "Report fault": opens a ticket for the device in one click, for those who may open tickets. The
 * click stays on the button, so that a clickable row or list item around it does not follow it.
 */
export function ReportFaultButton({
  deviceId,
  onOpen,
  ...button
}: {
  deviceId: number;
  /** Before the ticket form opens: a drawer closes. */
  onOpen?: () => void;
} & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Permitted permission="aftersale:add">
      <Button
        icon={<ToolOutlined />}
        {...button}
        onClick={(event) => {
          event.stopPropagation();
          onOpen?.();
          navigate(reportFaultPath(deviceId));
        }}
      >
        {t('reportFault.action')}
      </Button>
    </Permitted>
  );
}
