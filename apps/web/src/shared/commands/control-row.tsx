import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One control, a named group (fieldset): its name on the left, its inputs and send button beside it. */
export function ControlRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset
      aria-label={label}
      style={{
        margin: 0,
        border: 0,
        minWidth: 0,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 8,
        padding: '8px 0',
        borderBottom: '1px solid rgba(5,5,5,0.06)',
      }}
    >
      <Typography.Text strong style={{ width: 120 }}>
        {label}
      </Typography.Text>
      <Flex wrap gap={8} align="center" style={{ flex: 1, minWidth: 240 }}>
        {children}
      </Flex>
    </fieldset>
  );
}
