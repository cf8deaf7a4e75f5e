import { Alert, Card, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the sign-in, register, verification and reset screens. */
export function AuthCard({
  title,
  description,
  error,
  children,
  footer,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** A message about the whole form (e.g. the server's sign-in failure). */
  error?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Container size={460} px="md" py={{ base: 'xl', sm: 48 }}>
      <Card shadow="sm" padding="xl">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2" c="green.9">
              {title}
            </Title>
            {description ? (
              <Text c="dimmed" size="sm" mt={6}>
                {description}
              </Text>
            ) : null}
          </div>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          {children}
        </Stack>
      </Card>
      {footer ? (
        <Text ta="center" size="sm" mt="lg">
          {footer}
        </Text>
      ) : null}
    </Container>
  );
}
