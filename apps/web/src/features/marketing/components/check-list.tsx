import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

export function CheckList({ items }: { items: string[] }) {
  return (
    <List
      spacing="sm"
      icon={
        <ThemeIcon size={22} radius="xl" variant="light">
          <IconCheck size={14} stroke={2.4} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
