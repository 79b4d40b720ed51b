import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of the report; kept whole on one printed page where it fits. */
export function ReportCard({ title, extra, testId, children }: { title: string; extra?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId} data-report-block>
      <Text fw={700} mb="sm">
        {title} {extra}
      </Text>
      {children}
    </Card>
  );
}
