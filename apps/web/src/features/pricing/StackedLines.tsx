import { type BookLabeller, type PriceEstimate } from '@pcbunion/core';
import { Flex, List, Typography } from 'antd';

/** On a phone the lines are stacked — name and amount on one row, the why below — so every amount stays on screen. */
export default function StackedLines({ estimate, labels }: { estimate: PriceEstimate; labels: BookLabeller }) {
  return (
    <List
      size="small"
      bordered
      dataSource={estimate.lines}
      rowKey="code"
      renderItem={(line) => (
        <List.Item>
          <Flex vertical style={{ width: '100%' }}>
            <Flex justify="space-between" gap="small">
              <span data-testid={`line-${line.code}`}>{labels.line(line.code)}</span>
              <Typography.Text strong data-testid={`amount-${line.code}`} style={{ whiteSpace: 'nowrap' }}>
                {line.amount}
              </Typography.Text>
            </Flex>
            <Typography.Text type="secondary" data-testid={`explain-${line.code}`}>
              {labels.message(line.explain.key, line.explain.values)}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}
