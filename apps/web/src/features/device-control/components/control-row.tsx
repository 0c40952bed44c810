import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One control: its name on the left, its inputs and send button beside it. */
export function ControlRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex
      wrap
      gap={8}
      align="center"
      style={{ padding: '8px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}
    >
      <Typography.Text strong style={{ width: 120 }}>
        {label}
      </Typography.Text>
      <Flex wrap gap={8} align="center" style={{ flex: 1, minWidth: 240 }}>
        {children}
      </Flex>
    </Flex>
  );
}
