import { Text, Title } from '@mantine/core';

/** A list page's heading: the title, and one line on what the page is for. */
export function PageHeading(props: { title: string; subtitle: string }) {
  return (
    <div>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {props.title}
      </Title>
      <Text c="dimmed" mt={4} maw={720}>
        {props.subtitle}
      </Text>
    </div>
  );
}
